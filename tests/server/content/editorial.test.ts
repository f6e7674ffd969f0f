import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';

// Editorial content (issue 13): tags, guides and itineraries, categories, feedback and its follow-ups, app regions.

let server: TestServer;
let dali: string;
let midu: string;

beforeAll(async () => {
  server = await createTestServer();
  dali = (await server.signIn('admin', 'admin', '000000')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
}, 120_000);
afterAll(async () => server.close());

type Body = { code: number; msg: string; data: unknown };
type Page = { records: Record<string, unknown>[]; total: number };
const IMAGE = 'https://example.com/a.png';

const get = async (url: string, query: Record<string, string> = {}, token = dali) => {
  const res = await server.call(token, { method: 'GET', url: `/api${url}`, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const post = async (url: string, payload: unknown, query: Record<string, string> = {}) => {
  const res = await server.call(dali, { method: 'POST', url: `/api${url}`, payload: payload as object, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const ids = (table: string): string[] =>
  server.db
    .prepare<[], { id: string }>(`SELECT id FROM ${table} WHERE tenant_id = '000000' AND is_deleted = 0 ORDER BY id`)
    .all()
    .map((row) => row.id);
const count = (table: string) => ids(table).length;

describe('tags', () => {
  it('a landmark tag is at most two characters; taglist answers the shown tags by sort', async () => {
    const before = count('city_landmark_tag');
    const long = await post('/blade-city/LandmarkTag/submit', { tag: '古城风', isShow: 1, sort: 0 });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('长度不能超过2个字符');
    expect(count('city_landmark_tag')).toBe(before);
    expect((await post('/blade-city/LandmarkTag/submit', { tag: '湿地', isShow: 0, sort: 9 })).body.msg).toBe(
      '操作成功',
    );
    const shown = (await get('/blade-city/LandmarkTag/taglist')).body.data as { tag: string; sort: number }[];
    expect(shown.map((tag) => tag.tag)).not.toContain('湿地');
    expect(shown.map((tag) => tag.sort)).toEqual([...shown.map((tag) => tag.sort)].sort((a, b) => a - b));
  });

  it('preference tags list by sort_order (ascs=sort_order) and list_all answers the shown ones', async () => {
    const listed = await get('/blade-trip-plan/preferenceTagConfig/list', { ascs: 'sort_order', size: '50' });
    const sorts = (listed.body.data as Page).records.map((row) => Number(row.sort));
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(((await get('/blade-trip-plan/preferenceTagConfig/list_all')).body.data as unknown[]).length).toBe(5);
  });
});

describe('guides and itineraries', () => {
  const guide = (tag: string, extra: Record<string, unknown> = {}) => ({
    title: '洱海攻略',
    tag,
    cover: IMAGE,
    jumpType: 5,
    richText: '<p>好</p>',
    sort: 1,
    isShowSwiper: 0,
    ...extra,
  });

  it('refuses a fourth tag, a link-less H5 jump and a sort outside 1–999999, writing nothing', async () => {
    const tags = ids('app_content_guide_tag');
    const before = count('app_content_guide');
    const four = await post('/blade-app/contentGuide/submit', guide(tags.slice(0, 4).join(',')));
    expect(four.body.msg).toBe('攻略标签最多选择3个');
    const noLink = await post('/blade-app/contentGuide/submit', guide(tags[0], { jumpType: 3 }));
    expect(noLink.body.msg).toBe('请输入跳转地址');
    const zero = await post('/blade-app/contentGuide/submit', guide(tags[0], { sort: 0 }));
    expect(zero.status).toBe(400);
    expect(count('app_content_guide')).toBe(before);
    expect((await post('/blade-app/contentGuide/submit', guide(tags.slice(0, 3).join(',')))).body.msg).toBe('操作成功');
  });

  it('saves an itinerary with its whole day plan, all or nothing, a refusal naming the spot and its field', async () => {
    const listItems = async (id: string) =>
      (await get('/blade-trip-plan/travelPlans/list_items', { travelPlansId: id })).body.data as Record<
        string,
        unknown
      >[];
    // A new itinerary with its day plan in one call, from the seeded one's fields (the seeded one stays as it is).
    const [seeded] = ids('trip_travel_plans');
    const template = (await get('/blade-trip-plan/travelPlans/detail', { id: seeded })).body.data as Record<
      string,
      unknown
    >;
    const { id: _id, createTime: _time, ...copy } = template;
    const created = await post('/blade-trip-plan/travelPlans/submit', {
      ...copy,
      title: '新行程',
      spotList: [
        { daySequence: 1, name: '苍山', sort: 1 },
        { daySequence: 2, name: '洱海', sort: 1 },
      ],
    });
    expect(created.body.msg).toBe('操作成功');
    const plan = ids('trip_travel_plans').find((id) => id !== seeded) ?? '';
    expect((await listItems(plan)).map((spot) => spot.name)).toEqual(['苍山', '洱海']);
    const before = await listItems(plan);
    const title = (await get('/blade-trip-plan/travelPlans/detail', { id: plan })).body.data as { title: string };
    // A name missing on the second spot: nothing is written, not even the new title.
    const missing = await post('/blade-trip-plan/travelPlans/submit', {
      id: plan,
      title: '改过的标题',
      spotList: [
        { daySequence: 1, name: '喜洲古镇', sort: 1 },
        { daySequence: 2, name: '', sort: 1 },
      ],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('第2个景点：请输入景点名称');
    expect((missing.body.data as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'spotList.1.name': '请输入景点名称',
    });
    const outside = await post('/blade-trip-plan/travelPlans/submit', {
      id: plan,
      spotList: [{ daySequence: 1, name: '北京', location: '116.39,39.9', sort: 1 }],
    });
    expect(outside.status).toBe(400);
    expect(Object.keys((outside.body.data as { fieldErrors: Record<string, string> }).fieldErrors)).toEqual([
      'spotList.0.location',
    ]);
    const noDay = await post('/blade-trip-plan/travelPlans/submit', {
      id: plan,
      spotList: [{ name: '双廊', sort: 1 }],
    });
    expect(noDay.body.msg).toBe('第1个景点：请输入第几天');
    expect(await listItems(plan)).toEqual(before);
    expect(
      ((await get('/blade-trip-plan/travelPlans/detail', { id: plan })).body.data as { title: string }).title,
    ).toBe(title.title);

    // The whole plan replaced: two days, a spot moved to day 2, one removed.
    const saved = await post('/blade-trip-plan/travelPlans/submit', {
      id: plan,
      spotList: [
        { daySequence: 1, name: '喜洲古镇', location: '100.1290,25.8530', sort: 1 },
        { daySequence: 2, name: '双廊', sort: 1 },
        { daySequence: 2, name: '挖色', sort: 2 },
      ],
    });
    expect(saved.body.msg).toBe('操作成功');
    const after = await listItems(plan);
    expect(after.map((spot) => [spot.daySequence, spot.name, spot.sort])).toEqual([
      [1, '喜洲古镇', 1],
      [2, '双廊', 1],
      [2, '挖色', 2],
    ]);
    expect(after[0].location).toBe('100.129,25.853');
    // A submit without spotList leaves the day plan alone.
    expect((await post('/blade-trip-plan/travelPlans/submit', { id: plan, sort: 2 })).body.msg).toBe('操作成功');
    expect((await listItems(plan)).length).toBe(3);

    expect((await post('/blade-trip-plan/travelPlans/remove', {}, { ids: plan })).body.msg).toBe('操作成功');
  });

  it('list_items answers an itinerary’s spots by day; a spot needs its day and name; removing the plan removes them', async () => {
    const [plan] = ids('trip_travel_plans');
    const spots = (await get('/blade-trip-plan/travelPlans/list_items', { travelPlansId: plan })).body.data as {
      daySequence: number;
    }[];
    expect(spots.length).toBe(5);
    expect(spots.map((spot) => spot.daySequence)).toEqual([1, 1, 2, 2, 3]);
    const noDay = await post('/blade-trip-plan/TravelPlansItems/submit', { travelPlansId: plan, name: '双廊' });
    expect(noDay.body.msg).toBe('请输入第几天');
    const noName = await post('/blade-trip-plan/TravelPlansItems/submit', { travelPlansId: plan, daySequence: 2 });
    expect(noName.body.msg).toBe('请输入景点名称');
    expect((await post('/blade-trip-plan/travelPlans/remove', {}, { ids: plan })).body.msg).toBe('操作成功');
    expect(count('trip_travel_plans_items')).toBe(0);
  });
});

describe('categories', () => {
  it('lazy-tree answers one level with hasChildren; select filters the shown categories by tag', async () => {
    const roots = (await get('/blade-app/contentCategory/lazy-tree', { parentId: '0' })).body.data as {
      id: string;
      hasChildren: boolean;
    }[];
    expect(roots).toHaveLength(6);
    const child = await post('/blade-app/contentCategory/submit', {
      parentId: roots[0].id,
      tag: 1,
      name: '米线饵丝',
      isShow: 1,
      sort: 1,
    });
    expect(child.body.msg).toBe('操作成功');
    const again = (await get('/blade-app/contentCategory/lazy-tree', { parentId: '0' })).body.data as typeof roots;
    expect(again.find((node) => node.id === roots[0].id)?.hasChildren).toBe(true);
    const eat = (await get('/blade-app/contentCategory/select', { tag: '1' })).body.data as { tag: number }[];
    expect(eat.length).toBe(2);
    expect(eat.every((row) => row.tag === 1)).toBe(true);
    const refused = await post('/blade-app/contentCategory/remove', {}, { ids: roots[0].id });
    expect(refused.status).toBe(400);
  });

  it('a strategy category’s sort is 1–100 with the spec’s messages', async () => {
    const big = await post('/blade-app/contentCategory/submit', {
      parentId: '0',
      tag: 1,
      name: '夜市',
      isShow: 1,
      sort: 101,
    });
    expect(big.status).toBe(400);
    const noTag = await post('/blade-app/contentCategory/submit', { parentId: '0', name: '夜市', isShow: 1, sort: 1 });
    expect(noTag.body.msg).toBe('请选择所属标签');
  });
});

describe('feedback', () => {
  it('lists newest first with follow-up counts; a follow-up names the operator; the back office cannot edit feedback', async () => {
    const list = (await get('/blade-trip-plan/userFeedback/list', { size: '10' })).body.data as Page;
    const times = list.records.map((row) => String(row.createTime));
    expect(times).toEqual([...times].sort().reverse());
    const [first] = list.records;
    const follow = await post('/blade-trip-plan/userFeedbackItems/submit', {
      userFeedbackId: first.id,
      followupContent: '已电话回访',
      follower: '冒名',
    });
    expect(follow.body.msg).toBe('操作成功');
    const thread = (await get('/blade-trip-plan/userFeedbackItems/list', { userFeedbackId: String(first.id) })).body
      .data as Page;
    const operator = server.db
      .prepare("SELECT name FROM blade_user WHERE tenant_id = '000000' AND account = 'admin'")
      .pluck()
      .get();
    expect(thread.records.at(-1)?.follower).toBe(operator);
    const after = (await get('/blade-trip-plan/userFeedback/detail', { id: String(first.id) })).body.data as {
      followCount: number;
    };
    expect(after.followCount).toBe(Number(first.followCount) + 1);
    const edit = await post('/blade-trip-plan/userFeedback/submit', { id: first.id, feedbackText: '改' });
    // The screen offers no edit button (403 before the read-only rule's 400), and the text stays as the user wrote it.
    expect(edit.status).toBe(403);
    expect(
      (
        (await get('/blade-trip-plan/userFeedback/detail', { id: String(first.id) })).body.data as Page & {
          feedbackText: string;
        }
      ).feedbackText,
    ).toBe(first.feedbackText);
    expect((await get('/blade-trip-plan/userFeedback/list', {}, midu)).body.data).toMatchObject({ total: 0 });
  });
});

describe('app city regions', () => {
  it('take their name and parent from the region table, once per tenant, and answer the trees', async () => {
    expect((await post('/blade-app/config/region/submit', { code: '5329', sort: 1 })).body.msg).toBe('操作成功');
    expect((await post('/blade-app/config/region/submit', { code: '532901', sort: 1 })).body.msg).toBe('操作成功');
    const twice = await post('/blade-app/config/region/submit', { code: '532901', sort: 2 });
    expect(twice.body.msg).toBe('该城市区域已配置');
    const detail = (await get('/blade-app/config/region/detail', { code: '532901' })).body.data as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({ name: '大理市', parentCode: '5329' });
    const tree = (await get('/blade-app/config/region/tree')).body.data as { value: string; children: unknown[] }[];
    expect(tree).toHaveLength(1);
    expect(tree[0].children).toHaveLength(1);
    const lazy = (await get('/blade-app/config/region/lazy-tree', { parentCode: '5329' })).body.data as unknown[];
    expect(lazy).toHaveLength(1);
    const labels = (await get('/blade-app/config/region/tree/label')).body.data as { label: string }[];
    expect(labels.map((row) => row.label)).toEqual(['大理白族自治州', '大理市']);
  });
});
