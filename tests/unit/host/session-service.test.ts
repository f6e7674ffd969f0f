import { describe, expect, it } from 'vitest';
import { fail, ok, type EventChannel, type Result } from '../../../src/shared/contract';
import type { AuthAdapter, TokenSet } from '../../../src/main/host/auth/auth-adapter';
import type { Emit } from '../../../src/main/host/events';
import { createSessionService } from '../../../src/main/host/session/session-service';
import { SESSION_VAULT_KEY } from '../../../src/main/host/session/stored-session';
import { createMemorySettings } from '../../../src/main/host/settings/memory-settings';
import { createMemoryVault } from '../../../src/main/host/vault/memory-vault';
import type { Settings } from '../../../src/shared/settings';
import { recordingLogger } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';

const tokens = (n: number, extra: Partial<TokenSet['user']> = {}): TokenSet => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn: 3600,
  user: {
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: 'dept-a,dept-b',
    roleId: 'role-a,role-b',
    postId: 'p',
    roleName: 'administrator',
    oauthId: '',
    ...extra,
  },
});

/** An adapter whose answers the test scripts; it records every call. */
const scriptedAdapter = () => {
  const calls: Array<{ name: string; input: unknown }> = [];
  let issued = 1;
  const state = {
    login: null as Result<TokenSet> | null,
    refresh: null as Result<TokenSet> | null,
    logout: ok(undefined) as Result<void>,
    refreshGate: null as Promise<void> | null,
  };
  const adapter: AuthAdapter = {
    flavour: 'bladex',
    captcha: async () => ok({ key: 'k', image: 'data:image/png;base64,' }),
    passwordGrant: async (input) => {
      calls.push({ name: 'password', input });
      return state.login ?? ok(tokens(issued++));
    },
    refreshGrant: async (input) => {
      calls.push({ name: 'refresh', input });
      if (state.refreshGate) await state.refreshGate;
      return state.refresh ?? ok(tokens(++issued));
    },
    socialGrant: async (input) => {
      calls.push({ name: 'social', input });
      return state.login ?? ok(tokens(issued++, { userId: '-1', oauthId: 'oauth-1' }));
    },
    encodeAccountPassword: (plain) => plain,
    logout: async (token) => {
      calls.push({ name: 'logout', input: token });
      return state.logout;
    },
  };
  return { adapter, calls, state };
};

const setup = (settings: Partial<Settings> = {}) => {
  const clock = createFakeClock();
  const vault = createMemoryVault();
  const store = createMemorySettings({ captchaMode: false, ...settings });
  const scripted = scriptedAdapter();
  const events: Array<{ event: EventChannel; payload: unknown }> = [];
  const emit: Emit = (event, payload) => events.push({ event, payload });
  const log = recordingLogger();
  const service = createSessionService({ vault, settings: store, clock, adapter: () => scripted.adapter, emit, log });
  return { clock, vault, store, service, events, log, ...scripted };
};

const login = { tenantId: '', username: 'admin', password: 'admin' };

describe('session service', () => {
  it('signs in: stores ONE JSON secret with the tokens and emits session.changed', async () => {
    const t = setup();
    const result = await t.service.signIn(login);
    expect(result).toMatchObject({ ok: true, data: { signedIn: true, user: { account: 'admin' } } });
    const stored = JSON.parse((await t.vault.get(SESSION_VAULT_KEY))!);
    expect(stored).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      issuedAt: t.clock.now(),
      user: { account: 'admin' },
      deptId: 'dept-a,dept-b',
      roleId: 'role-a,role-b',
    });
    expect(t.events.map((e) => e.event)).toEqual(['session.changed']);
    expect(JSON.stringify(result)).not.toContain('access-1');
    expect(t.calls[0].input).toMatchObject({ tenantId: '000000', username: 'admin', captcha: undefined });
  });

  it('an error description from the server is returned as http and NOTHING is stored', async () => {
    const t = setup();
    t.state.login = fail('http', '用户名或密码不正确', { status: 400 });
    const result = await t.service.signIn(login);
    expect(result).toEqual({ ok: false, error: { code: 'http', message: '用户名或密码不正确', status: 400 } });
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    expect(t.service.view().signedIn).toBe(false);
    expect(t.events).toEqual([]);
  });

  it('captcha mode requires the captcha and uses the captcha grant', async () => {
    const t = setup({ captchaMode: true });
    const missing = await t.service.signIn(login);
    expect(missing).toMatchObject({
      ok: false,
      error: { code: 'validation', fieldErrors: { captchaCode: '请输入验证码' } },
    });
    expect(t.calls).toEqual([]);
    await t.service.signIn({ ...login, captchaKey: 'key-1', captchaCode: 'ab12c' });
    expect(t.calls[0].input).toMatchObject({ captcha: { key: 'key-1', code: 'ab12c' } });
  });

  it('refreshes once the token is 3000 s old, on the 10 s timer, and not before', async () => {
    const t = setup();
    await t.service.start();
    await t.service.signIn(login);
    t.clock.advance(2_990_000);
    await Promise.resolve();
    expect(t.calls.filter((c) => c.name === 'refresh')).toHaveLength(0);
    t.clock.advance(10_000);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.calls.filter((c) => c.name === 'refresh')).toHaveLength(1);
    expect(t.calls.at(-1)?.input).toEqual({ tenantId: '000000', refreshToken: 'refresh-1' });
    const stored = JSON.parse((await t.vault.get(SESSION_VAULT_KEY))!);
    expect(stored).toMatchObject({ accessToken: 'access-3', issuedAt: t.clock.now() });
    t.service.dispose();
  });

  it('concurrent ticks refresh once', async () => {
    const t = setup();
    await t.service.signIn(login);
    let release!: () => void;
    t.state.refreshGate = new Promise((r) => (release = r));
    t.clock.advance(3_000_000);
    const ticks = [t.service.tick(), t.service.tick(), t.service.tick()];
    release();
    await Promise.all(ticks);
    expect(t.calls.filter((c) => c.name === 'refresh')).toHaveLength(1);
  });

  it('a refused refresh clears the vault and emits session.expired refresh-failed and session.changed', async () => {
    const t = setup();
    await t.service.signIn(login);
    t.events.length = 0;
    t.state.refresh = fail('http', 'invalid refresh token', { status: 400 });
    t.clock.advance(3_000_000);
    await t.service.tick();
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    expect(t.service.view().signedIn).toBe(false);
    expect(t.events).toEqual([
      { event: 'session.expired', payload: { reason: 'refresh-failed' } },
      { event: 'session.changed', payload: { signedIn: false, user: null, issuedAt: null } },
    ]);
  });

  it('a network failure while the token still lives keeps the session and retries on the next tick', async () => {
    const t = setup();
    await t.service.signIn(login);
    t.state.refresh = fail('network', '网络错误，请检查服务器地址');
    t.clock.advance(3_000_000);
    await t.service.tick();
    expect(t.service.view().signedIn).toBe(true);
    t.state.refresh = null;
    t.clock.advance(10_000);
    await t.service.tick();
    expect(t.calls.filter((c) => c.name === 'refresh')).toHaveLength(2);
    expect(t.service.credentials()?.accessToken).toBe('access-3');
  });

  it('a network failure keeps the session however old its token (a long outage, a resume); the server decides', async () => {
    const t = setup();
    await t.service.signIn(login);
    t.state.refresh = fail('network', 'down');
    // The server is away for ten hours: far past the access token's hour (though within the session's 12-hour
    // lifetime, which ends it however the server answers), every tick fails to reach it.
    for (let hour = 0; hour < 10; hour += 1) {
      t.clock.advance(3_600_000);
      await t.service.tick();
    }
    expect(t.service.view().signedIn).toBe(true);
    expect(t.events.filter((e) => e.event === 'session.expired')).toEqual([]);
    // Back: the refresh token still works, and the session goes on with new tokens.
    t.state.refresh = null;
    t.clock.advance(10_000);
    await t.service.tick();
    expect(t.service.credentials()?.accessToken).not.toBe('access-1');
    expect(t.service.view().signedIn).toBe(true);
    // Back, but its refresh token has run out meanwhile: the server's refusal ends it.
    t.state.refresh = fail('http', 'invalid refresh token', { status: 400 });
    t.clock.advance(3_000_000);
    await t.service.tick();
    expect(t.service.view().signedIn).toBe(false);
    expect(t.events.filter((e) => e.event === 'session.expired')).toEqual([
      { event: 'session.expired', payload: { reason: 'refresh-failed' } },
    ]);
  });

  it('recovers from a 401 by refreshing: retry with the new token, once for calls that raced', async () => {
    const t = setup();
    await t.service.signIn(login);
    const [first, second] = await Promise.all([
      t.service.recoverFromUnauthorized('access-1'),
      t.service.recoverFromUnauthorized('access-1'),
    ]);
    expect([first, second]).toEqual(['retry', 'retry']);
    expect(t.calls.filter((c) => c.name === 'refresh')).toHaveLength(1);
    expect(t.service.credentials()?.accessToken).toBe('access-3');
    expect(t.events.filter((e) => e.event === 'session.expired')).toEqual([]);
  });

  it('a 401 whose refresh is refused ends the session (unauthorized); one that cannot be tried keeps it', async () => {
    const t = setup();
    await t.service.signIn(login);
    t.state.refresh = fail('network', 'down');
    expect(await t.service.recoverFromUnauthorized('access-1')).toBe('failed');
    expect(t.service.view().signedIn).toBe(true);
    t.state.refresh = fail('http', 'invalid refresh token', { status: 400 });
    expect(await t.service.recoverFromUnauthorized('access-1')).toBe('expired');
    expect(t.service.view().signedIn).toBe(false);
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    expect(t.events.slice(-2)).toEqual([
      { event: 'session.expired', payload: { reason: 'unauthorized' } },
      { event: 'session.changed', payload: { signedIn: false, user: null, issuedAt: null } },
    ]);
    expect(await t.service.recoverFromUnauthorized('access-1')).toBe('expired');
  });

  it('sign-out calls the server, ignores its failure, clears the vault and emits', async () => {
    const t = setup();
    await t.service.signIn(login);
    t.state.logout = fail('network', 'down');
    const result = await t.service.signOut();
    expect(result).toEqual({ ok: true, data: { signedIn: false, user: null, issuedAt: null } });
    expect(t.calls.at(-1)).toEqual({ name: 'logout', input: 'access-1' });
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    expect(t.events.at(-1)?.event).toBe('session.changed');
  });

  it('forced sign-out does not call the server', async () => {
    const t = setup();
    await t.service.signIn(login);
    await t.service.forceSignOut();
    expect(t.calls.map((c) => c.name)).toEqual(['password']);
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    expect(t.events.map((e) => e.event)).toEqual(['session.changed', 'session.changed']);
  });

  it('a 401 expires only the session that made the call', async () => {
    const t = setup();
    await t.service.signIn(login);
    await t.service.expireIfCurrent('some-older-token', 'unauthorized');
    expect(t.service.view().signedIn).toBe(true);
    await t.service.expireIfCurrent('access-1', 'unauthorized');
    expect(t.service.view().signedIn).toBe(false);
    expect(t.events.slice(-2).map((e) => e.event)).toEqual(['session.expired', 'session.changed']);
    expect(t.events.at(-2)).toEqual({ event: 'session.expired', payload: { reason: 'unauthorized' } });
  });

  it('restores a stored session at start, and drops a damaged one', async () => {
    const first = setup();
    await first.service.signIn(login);
    const secret = (await first.vault.get(SESSION_VAULT_KEY))!;

    const second = setup();
    await second.vault.set(SESSION_VAULT_KEY, secret);
    await second.service.start();
    expect(second.service.view()).toMatchObject({ signedIn: true, user: { account: 'admin' } });
    second.service.dispose();

    const third = setup();
    await third.vault.set(SESSION_VAULT_KEY, '{"accessToken":1');
    await third.service.start();
    expect(third.service.view().signedIn).toBe(false);
    expect(await third.vault.get(SESSION_VAULT_KEY)).toBeNull();
    third.service.dispose();
  });

  it('a stale restored session refreshes at start', async () => {
    const first = setup();
    await first.service.signIn(login);
    const secret = (await first.vault.get(SESSION_VAULT_KEY))!;
    const second = setup();
    second.clock.advance(3_100_000);
    await second.vault.set(SESSION_VAULT_KEY, secret);
    await second.service.start();
    expect(second.calls.map((c) => c.name)).toEqual(['refresh']);
    second.service.dispose();
    expect(second.clock.timerCount()).toBe(0);
  });

  it('switchIdentity is refused when switch mode is off', async () => {
    const t = setup({ switchMode: false });
    await t.service.signIn(login);
    const result = await t.service.switchIdentity('dept-b', 'role-b');
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(t.calls.map((c) => c.name)).toEqual(['password']);
  });

  it('switchIdentity refreshes with the chosen dept and role and keeps them for later calls', async () => {
    const t = setup({ switchMode: true });
    await t.service.signIn(login);
    const result = await t.service.switchIdentity('dept-b', 'role-b');
    expect(result.ok).toBe(true);
    expect(t.calls.at(-1)).toEqual({
      name: 'refresh',
      input: { tenantId: '000000', refreshToken: 'refresh-1', deptId: 'dept-b', roleId: 'role-b' },
    });
    expect(t.service.credentials()).toMatchObject({ deptId: 'dept-b', roleId: 'role-b' });
    // The timer's refresh keeps the chosen identity.
    t.clock.advance(3_000_000);
    await t.service.tick();
    expect(t.calls.at(-1)?.input).toMatchObject({ deptId: 'dept-b', roleId: 'role-b' });
  });

  it('a refused switch keeps the current session and returns the error', async () => {
    const t = setup({ switchMode: true });
    await t.service.signIn(login);
    t.state.refresh = fail('http', '未获得用户的角色信息', { status: 400 });
    const result = await t.service.switchIdentity('x', 'y');
    expect(result).toMatchObject({ ok: false, error: { message: '未获得用户的角色信息' } });
    expect(t.service.credentials()).toMatchObject({ accessToken: 'access-1', deptId: 'dept-a,dept-b' });
  });

  it('switchIdentity while signed out is unauthorized', async () => {
    const t = setup({ switchMode: true });
    expect(await t.service.switchIdentity('d', 'r')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('a vault that cannot write makes sign-in fail, and nothing is half-stored', async () => {
    const t = setup();
    t.vault.set = async () => {
      throw new Error('keychain locked');
    };
    const result = await t.service.signIn(login);
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(t.service.view().signedIn).toBe(false);
  });
});
