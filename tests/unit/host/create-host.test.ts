import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer({ 'POST /blade-auth/oauth/token': () => ({ json: tokenAnswer() }) });
});
afterAll(() => server.close());

describe('createHost', () => {
  it('settings.get never exposes the client secret', async () => {
    const t = createTestHost(server, { clientSecret: 'very-secret' });
    const result = await t.host.dispatch('settings.get', undefined);
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result)).not.toContain('very-secret');
    expect(result).not.toHaveProperty('data.clientSecret');
  });

  it('settings.set validates, stores, answers the public settings and emits settings.changed', async () => {
    const t = createTestHost(server);
    const result = await t.host.dispatch('settings.set', { language: 'en', tokenTime: 1200 });
    expect(result).toMatchObject({ ok: true, data: { language: 'en', tokenTime: 1200 } });
    expect(result).not.toHaveProperty('data.clientSecret');
    expect(t.settings.get().tokenTime).toBe(1200);
    expect(t.events).toEqual([{ event: 'settings.changed', payload: expect.objectContaining({ language: 'en' }) }]);
    expect(JSON.stringify(t.events)).not.toContain('saber_secret');
  });

  it('settings.set refuses the client secret and bad values, changing nothing', async () => {
    const t = createTestHost(server);
    const before = t.settings.get();
    for (const patch of [{ clientSecret: 'x' }, { tokenTime: 0 }, { serverUrl: 'ftp//x' }]) {
      expect(await t.host.dispatch('settings.set', patch)).toMatchObject({
        ok: false,
        error: { code: 'invalid-payload' },
      });
    }
    expect(t.settings.get()).toEqual(before);
    expect(t.events).toEqual([]);
  });

  it('changing the server signs out locally: tokens belong to one server', async () => {
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    await t.host.dispatch('settings.set', { language: 'en' });
    expect(t.host.session.view().signedIn).toBe(true);
    await t.host.dispatch('settings.set', { serverUrl: 'https://bladex.example.com' });
    expect(t.host.session.view().signedIn).toBe(false);
  });

  it('app.info tells the version, the transport and the server in use', async () => {
    const t = createTestHost(server);
    expect(await t.host.dispatch('app.info', undefined)).toEqual({
      ok: true,
      data: { version: '9.9.9', transport: 'web', serverUrl: server.url },
    });
    await t.host.dispatch('settings.set', { serverUrl: 'https://bladex.example.com/' });
    expect(await t.host.dispatch('app.info', undefined)).toMatchObject({
      data: { serverUrl: 'https://bladex.example.com' },
    });
  });

  it('no channel ever answers with a token', async () => {
    const t = createTestHost(server);
    const answers = [
      await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' }),
      await t.host.dispatch('session.get', undefined),
      await t.host.dispatch('auth.forceLogout', undefined),
    ];
    const text = JSON.stringify([answers, t.events]);
    expect(text).not.toContain('access-1');
    expect(text).not.toContain('refresh-1');
  });

  it('start() and dispose() manage the refresh, idle-lock and queue-poll timers', async () => {
    const t = createTestHost(server);
    await t.host.start();
    expect(t.clock.timerCount()).toBe(3);
    t.host.dispose();
    expect(t.clock.timerCount()).toBe(0);
  });
});
