import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto';
import { springbladePassword } from '../../../src/main/host/auth/springblade-adapter';
import { settingsSchema } from '../../../src/shared/settings';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** A SpringBlade server's key pair, made by the test as its administrator would. */
const pair = sm2.generateKeyPairHex();

const authInfo = {
  code: 200,
  success: true,
  msg: '操作成功',
  data: {
    accessToken: 'h.e30.s',
    tokenType: 'bearer',
    refreshToken: 'r',
    expiresIn: 3600,
    userId: '1',
    tenantId: '000000',
    oauthId: '',
    account: 'admin',
    userName: '管理员',
    authority: 'administrator',
    avatar: '',
    license: 'powered by bladex',
  },
};

describe('flavour S password transport', () => {
  it('SM2-encrypts the password with the configured public key, as Saber 4.1+ does', async () => {
    server.route('POST /blade-auth/token', () => ({ json: authInfo }));
    const t = createTestHost(server, { authFlavour: 'springblade', sm2PublicKey: pair.publicKey });
    const result = await t.host.dispatch('auth.login', {
      tenantId: '000000',
      username: 'admin',
      password: '大理Admin!',
    });
    expect(result.ok).toBe(true);
    const sent = server.last().form.get('password') ?? '';
    expect(sent).not.toContain('大理');
    expect(sent).toMatch(/^[0-9a-f]+$/);
    // C1C2C3 (mode 0): the server's private key reads it back only in that mode.
    expect(sm2.doDecrypt(sent, pair.privateKey, 0)).toBe('大理Admin!');
    expect(sm2.doDecrypt(sent, pair.privateKey, 1)).not.toBe('大理Admin!');
  });

  it('encrypts afresh every time and takes a key without its 04 prefix', () => {
    const bare = pair.publicKey.slice(2);
    const first = springbladePassword('admin', bare);
    const second = springbladePassword('admin', pair.publicKey);
    expect(first).not.toBe(second);
    for (const cipher of [first, second]) expect(sm2.doDecrypt(cipher ?? '', pair.privateKey, 0)).toBe('admin');
  });

  it('sends plain text when no key is configured (SpringBlade before 4.1)', async () => {
    server.route('POST /blade-auth/token', () => ({ json: authInfo }));
    const t = createTestHost(server, { authFlavour: 'springblade' });
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    expect(server.last().form.get('password')).toBe('admin');
  });

  it('a key of the right form but off the curve is refused before anything is sent', async () => {
    server.route('POST /blade-auth/token', () => ({ json: authInfo }));
    const offCurve = `04${'1'.repeat(128)}`;
    expect(springbladePassword('admin', offCurve)).toBeNull();
    const t = createTestHost(server, { authFlavour: 'springblade', sm2PublicKey: offCurve });
    const result = await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(server.requests).toHaveLength(0);
  });

  it('the setting takes 128 or 130 hex characters (or nothing) and names itself when refused', () => {
    expect(settingsSchema.parse({ sm2PublicKey: ` ${pair.publicKey} ` }).sm2PublicKey).toBe(pair.publicKey);
    expect(settingsSchema.parse({}).sm2PublicKey).toBe('');
    for (const bad of ['04abc', `05${pair.publicKey.slice(2)}`, `${pair.publicKey}00`]) {
      const parsed = settingsSchema.safeParse({ sm2PublicKey: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain('sm2PublicKey');
    }
  });
});
