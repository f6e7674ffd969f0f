import { describe, expect, it } from 'vitest';
import { ok, type EventChannel } from '../../../src/shared/contract';
import type { AuthAdapter, TokenSet } from '../../../src/main/host/auth/auth-adapter';
import { createSessionService } from '../../../src/main/host/session/session-service';
import { SESSION_VAULT_KEY } from '../../../src/main/host/session/stored-session';
import { createMemorySettings } from '../../../src/main/host/settings/memory-settings';
import { createMemoryVault } from '../../../src/main/host/vault/memory-vault';
import { defaultSettings, type Settings } from '../../../src/shared/settings';
import { recordingLogger } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';

/** Issue 18 item 12, the desktop side: a sign-in ends after `sessionMaxHours` however often it was refreshed. */
const HOUR = 60 * 60 * 1000;
let issued = 0;
const tokens = (): TokenSet => ({
  accessToken: `access-${++issued}`,
  refreshToken: `refresh-${issued}`,
  expiresIn: 3600,
  user: {
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: 'd',
    roleId: 'r',
    postId: 'p',
    roleName: 'administrator',
    oauthId: '',
  },
});

const setup = (settings: Partial<Settings> = {}) => {
  const clock = createFakeClock();
  const vault = createMemoryVault();
  const calls: string[] = [];
  const adapter: AuthAdapter = {
    flavour: 'bladex',
    captcha: async () => ok({ key: 'k', image: '' }),
    passwordGrant: async () => ok(tokens()),
    refreshGrant: async () => (calls.push('refresh'), ok(tokens())),
    socialGrant: async () => ok(tokens()),
    encodeAccountPassword: (plain) => plain,
    logout: async (token) => (calls.push(`logout ${token}`), ok(undefined)),
  };
  const events: Array<{ event: EventChannel; payload: unknown }> = [];
  const service = createSessionService({
    vault,
    settings: createMemorySettings({ captchaMode: false, ...settings }),
    clock,
    adapter: () => adapter,
    emit: (event, payload) => events.push({ event, payload }),
    log: recordingLogger(),
  });
  return { clock, vault, service, events, calls };
};

/** Lets the fake clock's timers run and their promises settle. */
const pass = async (t: ReturnType<typeof setup>, ms: number) => {
  for (let left = ms; left > 0; left -= 60_000) {
    t.clock.advance(Math.min(60_000, left));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

describe('absolute session lifetime on the desktop', () => {
  it('defaults to 12 hours, and the idle lock to 15 minutes', () => {
    expect(defaultSettings()).toMatchObject({ sessionMaxHours: 12, idleLockMinutes: 15 });
  });

  it('refreshes through the day, then signs out at 12 hours with reason session-limit, revoking on the server', async () => {
    const t = setup();
    await t.service.start();
    await t.service.signIn({ tenantId: '000000', username: 'admin', password: 'x' });
    await pass(t, 11 * HOUR);
    expect(t.service.view().signedIn).toBe(true);
    expect(t.calls.filter((call) => call === 'refresh').length).toBeGreaterThan(10);
    await pass(t, HOUR);
    expect(t.service.view().signedIn).toBe(false);
    expect(
      t.events.some(
        (e) => e.event === 'session.expired' && (e.payload as { reason: string }).reason === 'session-limit',
      ),
    ).toBe(true);
    expect(t.calls.some((call) => call.startsWith('logout '))).toBe(true);
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    t.service.dispose();
  });

  it('keeps the sign-in time across refreshes in the stored session', async () => {
    const t = setup();
    await t.service.start();
    await t.service.signIn({ tenantId: '000000', username: 'admin', password: 'x' });
    const signedInAt = t.clock.now();
    await pass(t, 2 * HOUR);
    const stored = JSON.parse((await t.vault.get(SESSION_VAULT_KEY))!) as { signedInAt: number; issuedAt: number };
    expect(stored.signedInAt).toBe(signedInAt);
    expect(stored.issuedAt).toBeGreaterThan(signedInAt);
    t.service.dispose();
  });

  it('0 leaves the limit to the server', async () => {
    const t = setup({ sessionMaxHours: 0 });
    await t.service.start();
    await t.service.signIn({ tenantId: '000000', username: 'admin', password: 'x' });
    await pass(t, 30 * HOUR);
    expect(t.service.view().signedIn).toBe(true);
    t.service.dispose();
  });
});
