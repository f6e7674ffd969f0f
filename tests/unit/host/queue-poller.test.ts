import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QueueNotice } from '../../../src/main/host/desktop/queue-poller';
import { QUEUE_POLL_MS } from '../../../src/main/host/desktop/queue-poller';
import { queueNotice } from '../../../src/main/host/desktop/queue-notice';
import { queueSources } from '../../../src/shared/queues';
import { tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

let server: FakeHttpServer;
/** What each queue's page answers: a total, or an HTTP status the server refuses with. */
const answers: Record<string, number | { status: number } | 'down'> = {};

const page = (total: number) => ({
  json: { code: 200, success: true, data: { records: [], total, size: 1, current: 1 } },
});

beforeAll(async () => {
  server = await startFakeHttpServer({ 'POST /blade-auth/oauth/token': () => ({ json: tokenAnswer() }) });
  for (const source of queueSources) {
    server.route(`GET ${source.request.path.replace(/^\/api/, '')}`, () => {
      const answer = answers[source.id] ?? 0;
      // Slower than the test's request timeout: the call fails as a network timeout.
      if (answer === 'down') return { delayMs: 200, json: {} };
      return typeof answer === 'number'
        ? page(answer)
        : { status: answer.status, json: { code: answer.status, success: false, msg: '无权访问' } };
    });
  }
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  for (const key of Object.keys(answers)) delete answers[key];
});

/** Lets the poll's HTTP round trips finish (the fake clock only starts them). */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((r) => setTimeout(r, 5));
};

const setUp = async () => {
  const notices: QueueNotice[] = [];
  const badges: number[] = [];
  const t = createTestHost(
    server,
    { requestTimeoutMs: 100 },
    { queueNotifier: { notify: (n) => notices.push(n), setBadge: (total) => badges.push(total) } },
  );
  await t.host.start();
  await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
  await settle();
  return { ...t, notices, badges };
};

const tick = async (t: Awaited<ReturnType<typeof setUp>>) => {
  t.clock.advance(QUEUE_POLL_MS);
  await settle();
};

describe('the work-queue poller', () => {
  it('reads every queue at sign-in with a page of one, tells what waits in one notice, and badges the sum', async () => {
    answers.registrations = 2;
    answers.productAudits = 5;
    const t = await setUp();
    const productCall = server.requests.find((r) => r.path === '/blade-merchant-product/product/page');
    expect(Object.fromEntries(productCall!.query)).toEqual({ auditState: '0', current: '1', size: '1' });
    expect(productCall!.headers['blade-auth']).toBe('bearer access-1');
    const ledger = server.requests.find((r) => r.path === '/blade-order/productOrder/list');
    expect(ledger!.query.get('adminStatus_equal')).toBe('1');

    const counts = await t.host.dispatch('queues.get', undefined);
    expect(counts).toMatchObject({
      ok: true,
      data: {
        queues: [
          { id: 'registrations', count: 2 },
          { id: 'ledgerReviews', count: 0 },
          { id: 'productAudits', count: 5 },
        ],
        total: 7,
      },
    });
    expect(t.eventsOf('queues.changed').at(-1)).toMatchObject({ total: 7 });
    expect(t.badges.at(-1)).toBe(7);
    expect(t.notices).toEqual([
      {
        title: '有 7 项工作待处理',
        body: '待审核的注册申请 2 项;待审核的商品 5 项',
        route: '/merchant/product',
      },
    ]);
  });

  it('tells only what grew, opens that queue, and stays quiet when nothing changes', async () => {
    answers.registrations = 1;
    const t = await setUp();
    t.notices.length = 0;
    const changes = t.eventsOf('queues.changed').length;
    await tick(t);
    expect(t.notices).toEqual([]);
    expect(t.eventsOf('queues.changed')).toHaveLength(changes);

    answers.registrations = 3;
    answers.ledgerReviews = 0;
    await tick(t);
    expect(t.notices).toEqual([
      { title: '新的待处理工作', body: '待审核的注册申请新增 2 项,共 3 项', route: '/system/user' },
    ]);
    // Work done elsewhere: the count falls, the badge follows, nobody is told.
    answers.registrations = 0;
    await tick(t);
    expect(t.notices).toHaveLength(1);
    expect(t.badges.at(-1)).toBe(0);
  });

  it('drops a queue the server refuses this user (403), keeps the last counts through an outage', async () => {
    answers.registrations = { status: 403 };
    answers.productAudits = 4;
    const t = await setUp();
    const view = await t.host.dispatch('queues.get', undefined);
    expect(view).toMatchObject({ ok: true, data: { total: 4 } });
    expect(JSON.stringify(view)).not.toContain('registrations');
    const asked = () => server.requests.filter((r) => r.path === '/blade-system/user/pending-list').length;
    const before = asked();
    await tick(t);
    expect(asked()).toBe(before);

    // The server stops answering: the counts stay what they were (an outage is not "no work").
    const changes = t.eventsOf('queues.changed').length;
    answers.productAudits = 'down';
    await tick(t);
    await settle();
    expect(await t.host.dispatch('queues.get', undefined)).toMatchObject({ ok: true, data: { total: 4 } });
    expect(t.eventsOf('queues.changed')).toHaveLength(changes);
    expect(t.host.session.view().signedIn).toBe(true);
  });

  it('takes a 401 to a queue (BladeX refuses a role that way) as that queue refused, and the session stays', async () => {
    answers.registrations = { status: 401 };
    answers.productAudits = 2;
    const t = await setUp();
    expect(await t.host.dispatch('queues.get', undefined)).toMatchObject({ ok: true, data: { total: 2 } });
    const refreshes = () => server.requests.filter((r) => r.path === '/blade-auth/oauth/token').length;
    const before = refreshes();
    await tick(t);
    // No refresh was tried for it, no session ended, and the refused queue is not asked again.
    expect(refreshes()).toBe(before);
    expect(t.host.session.view().signedIn).toBe(true);
    expect(t.eventsOf('session.expired')).toHaveLength(0);
    expect(server.requests.filter((r) => r.path === '/blade-system/user/pending-list')).toHaveLength(1);
  });

  it('is not asked while locked, starts over for another user and clears the badge on sign-out', async () => {
    answers.productAudits = 2;
    const t = await setUp();
    await t.host.dispatch('lock.lock', { password: 'pw' });
    const asked = server.requests.length;
    await tick(t);
    expect(server.requests.length).toBe(asked);
    await t.host.dispatch('lock.unlock', { password: 'pw' });
    await settle();
    expect(server.requests.length).toBeGreaterThan(asked);

    await t.host.dispatch('auth.logout', undefined);
    await settle();
    expect(await t.host.dispatch('queues.get', undefined)).toEqual({
      ok: true,
      data: { queues: [], total: 0, at: null },
    });
    expect(t.badges.at(-1)).toBe(0);
  });
});

describe('queue notices', () => {
  const [registrations, ledger] = queueSources;
  it('speak the app language', () => {
    expect(queueNotice([{ source: ledger, count: 3, added: 3 }], 3, true, 'en')).toEqual({
      title: '3 items waiting for you',
      body: 'Orders waiting for the settlement review: 3',
      route: '/order/product-order',
    });
    expect(
      queueNotice(
        [
          { source: registrations, count: 4, added: 1 },
          { source: ledger, count: 9, added: 6 },
        ],
        13,
        false,
        'en',
      ),
    ).toEqual({
      title: 'New work waiting',
      body: 'Registrations awaiting approval: 1 new, 4 in all; Orders waiting for the settlement review: 6 new, 9 in all',
      route: '/order/product-order',
    });
  });
});
