import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentsServer } from './residents/residents-harness';

/**
 * List answers are reused until the next write (db/read-memo.ts), except where a list's hooks read the clock
 * (`readsClock`): an activity's status must move when its start passes, with nothing written in between.
 */
let h: Awaited<ReturnType<typeof residentsServer>>;
beforeAll(async () => {
  h = await residentsServer();
}, 120_000);
afterAll(async () => h.server.close());

type Page = { records: { id: string; activityStatus: number }[] };

describe('a list whose statuses follow the clock', () => {
  it('shows the new status once the start has passed, though nothing was written', async () => {
    expect((await h.post('/blade-app/project/category/submit', { name: '讲座', isShow: 1, sort: 1 })).status).toBe(200);
    const categoryId = String(
      h.server.db.prepare('SELECT id FROM project_category ORDER BY rowid DESC LIMIT 1').pluck().get(),
    );
    const release = await h.post('/blade-app/project/baseinfo/submit', {
      title: '白族扎染讲座',
      categoryId,
      banner: 'https://example.com/a.png',
      address: '大理市喜洲镇',
      activityTime: [h.at(0.25), h.at(2)],
      signUpTime: [h.at(-1), h.at(0.2)],
      isTop: 0,
      isTradeUnionActivity: 0,
      sort: 1,
      numberLimit: 20,
      baseNumber: 0,
      signInTimeLimit: 1,
      applyCancelTimeLimit: 1,
      idCardRequired: 0,
      isFree: 1,
      activityModel: 1,
      price: 0,
      activityItems: [{ title: '成人', price: 20, sort: 1 }],
    });
    expect(release.status, release.body.msg).toBe(200);
    const statusNow = async () => {
      const page = (await h.get('/blade-app/project/baseinfo/list', { title: '白族扎染讲座' })).body.data as Page;
      return page.records.map((row) => row.activityStatus);
    };
    expect(await statusNow()).toEqual([-1]);
    expect(await statusNow()).toEqual([-1]);
    // Half an hour later, by the clock only: the same token, the same call.
    h.server.advance(30 * 60 * 1000);
    expect(await statusNow()).toEqual([0]);
  });
});
