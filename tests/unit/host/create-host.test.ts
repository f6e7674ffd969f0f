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

  it('app.info tells the version, the transport and the server in use', async () => {
    const t = createTestHost(server);
    expect(await t.host.dispatch('app.info', undefined)).toEqual({
      ok: true,
      data: { version: '9.9.9', transport: 'web', serverUrl: server.url },
    });
    t.settings.set({ serverUrl: 'https://bladex.example.com/' });
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
