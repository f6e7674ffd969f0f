import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdleSource } from '../../../src/main/host/idle-source';
import { createActivityIdleSource } from '../../../src/main/host/idle-source';
import { IDLE_CHECK_INTERVAL_MS } from '../../../src/main/host/lock/idle-lock';
import { tokenAnswer } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

const login = { tenantId: '000000', username: 'admin', password: 'admin' };

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer({ 'POST /blade-auth/oauth/token': () => ({ json: tokenAnswer() }) });
});
afterAll(() => server.close());

/** An OS idle time the test sets by hand, and an "away" signal it can fire. */
const fakeIdleSource = () => {
  const away = new Set<() => void>();
  const source: IdleSource & { seconds: number; goAway(): void } = {
    seconds: 0,
    idleSeconds: () => source.seconds,
    onAway(listener) {
      away.add(listener);
      return () => away.delete(listener);
    },
    goAway: () => away.forEach((l) => l()),
  };
  return source;
};

const setup = async (idleLockMinutes: number, opts: { idleMinuteMs?: number; signIn?: boolean } = {}) => {
  const idle = fakeIdleSource();
  const t = createTestHost(server, { idleLockMinutes }, { idleSource: idle, idleMinuteMs: opts.idleMinuteMs });
  await t.host.start();
  if (opts.signIn !== false) await t.host.dispatch('auth.login', login);
  return { ...t, idle };
};

/** Lets the async lock started by a timer finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('idle lock', () => {
  it('locks at the threshold, not before, with reason idle and no password', async () => {
    const t = await setup(3);
    t.idle.seconds = 3 * 60 - 1;
    t.clock.advance(IDLE_CHECK_INTERVAL_MS);
    await settle();
    expect(t.host.lock.isLocked()).toBe(false);
    expect(t.eventsOf('lock.changed')).toEqual([]);

    t.idle.seconds = 3 * 60;
    t.clock.advance(IDLE_CHECK_INTERVAL_MS);
    await settle();
    const state = { locked: true, hasPassword: false, reason: 'idle' };
    expect(await t.host.dispatch('lock.get', undefined)).toEqual({ ok: true, data: state });
    expect(t.eventsOf('lock.changed')).toEqual([state]);
    // Without a lock password only signing out leaves the lock page.
    expect(await t.host.dispatch('lock.unlock', { password: 'anything' })).toMatchObject({ ok: false });
  });

  it('keeps the lock password set earlier, so the operator can unlock', async () => {
    const t = await setup(1);
    await t.host.dispatch('lock.lock', { password: 'pw-1' });
    await t.host.dispatch('lock.unlock', { password: 'pw-1' });
    t.idle.seconds = 60;
    await t.host.dispatch('activity.ping', undefined);
    t.clock.advance(IDLE_CHECK_INTERVAL_MS);
    await settle();
    expect(t.host.lock.view()).toEqual({ locked: true, hasPassword: true, reason: 'idle' });
    expect(await t.host.dispatch('lock.unlock', { password: 'pw-1' })).toMatchObject({ ok: true });
  });

  it('is off when idleLockMinutes is 0, and follows a settings change at once', async () => {
    const t = await setup(0);
    t.idle.seconds = 24 * 3600;
    t.clock.advance(IDLE_CHECK_INTERVAL_MS * 3);
    await settle();
    expect(t.host.lock.isLocked()).toBe(false);
    t.idle.goAway();
    await settle();
    expect(t.host.lock.isLocked()).toBe(false);

    t.settings.set({ idleLockMinutes: 5 });
    t.clock.advance(IDLE_CHECK_INTERVAL_MS);
    await settle();
    expect(t.host.lock.isLocked()).toBe(true);
  });

  it('does nothing when signed out, and locks only once', async () => {
    const t = await setup(1, { signIn: false });
    t.idle.seconds = 600;
    t.clock.advance(IDLE_CHECK_INTERVAL_MS * 2);
    await settle();
    expect(t.host.lock.view()).toEqual({ locked: false, hasPassword: false, reason: null });

    await t.host.dispatch('auth.login', login);
    t.clock.advance(IDLE_CHECK_INTERVAL_MS * 4);
    await settle();
    expect(t.eventsOf('lock.changed')).toEqual([{ locked: true, hasPassword: false, reason: 'idle' }]);
  });

  it('locks at once when the OS locks the screen or suspends, if the idle lock is on', async () => {
    const t = await setup(30);
    t.idle.goAway();
    await settle();
    expect(t.host.lock.view()).toEqual({ locked: true, hasPassword: false, reason: 'away' });
  });

  it('going away also locks with the idle lock off once a lock password is set (it unlocks with it)', async () => {
    const t = await setup(0);
    t.idle.goAway();
    await settle();
    expect(t.host.lock.isLocked()).toBe(false);
    // The operator sets a lock password (locking once), then unlocks and walks away from the PC.
    await t.host.dispatch('lock.lock', { password: 'pw-1' });
    await t.host.dispatch('lock.unlock', { password: 'pw-1' });
    t.idle.goAway();
    await settle();
    expect(t.host.lock.view()).toEqual({ locked: true, hasPassword: true, reason: 'away' });
    expect(await t.host.dispatch('lock.unlock', { password: 'pw-1' })).toMatchObject({ ok: true });
  });

  it('stops with the host', async () => {
    const t = await setup(1);
    t.host.dispose();
    t.idle.seconds = 600;
    t.clock.advance(IDLE_CHECK_INTERVAL_MS * 2);
    t.idle.goAway();
    await settle();
    expect(t.host.lock.isLocked()).toBe(false);
  });

  it('a shortened test minute checks more often and locks within it', async () => {
    const t = await setup(2, { idleMinuteMs: 400 });
    t.idle.seconds = 0.7;
    t.clock.advance(100);
    await settle();
    expect(t.host.lock.isLocked()).toBe(false);
    t.idle.seconds = 0.8;
    t.clock.advance(100);
    await settle();
    expect(t.host.lock.isLocked()).toBe(true);
  });
});

describe('activity idle source (browser host)', () => {
  it('counts from the last ping (or sign-in), on the host clock', async () => {
    const clock = createFakeClock();
    const source = createActivityIdleSource(clock);
    clock.advance(90_000);
    expect(source.idleSeconds()).toBe(90);
    source.recordActivity();
    expect(source.idleSeconds()).toBe(0);
    clock.advance(1_500);
    expect(source.idleSeconds()).toBe(1.5);
  });

  it('drives the host: pings keep it unlocked, silence locks it', async () => {
    const clock = createFakeClock();
    const t = createTestHost(server, { idleLockMinutes: 1 }, { clock });
    await t.host.start();
    clock.advance(10 * 60_000);
    await t.host.dispatch('auth.login', login);
    // Signing in counts as activity: the minutes before it do not lock the new session.
    clock.advance(IDLE_CHECK_INTERVAL_MS);
    await settle();
    expect(t.host.lock.isLocked()).toBe(false);
    for (let i = 0; i < 6; i += 1) {
      clock.advance(50_000);
      expect(await t.host.dispatch('activity.ping', undefined)).toEqual({ ok: true, data: null });
      await settle();
    }
    expect(t.host.lock.isLocked()).toBe(false);
    clock.advance(60_000);
    await settle();
    expect(t.host.lock.view()).toEqual({ locked: true, hasPassword: false, reason: 'idle' });
    t.host.dispose();
  });
});
