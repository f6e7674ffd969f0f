import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_ROUTE } from '../../../src/server/db/seed-data/content-art';
import { FILE_ROUTE_PREFIX } from '../../../src/server/http/file-links';
import type { TestServer } from '../../helpers/server';
import { createSeededServer } from '../order/rollup-check';

// App configuration (issue 13): the home page's entrances and their jump-type rules (spec 001 §4, §5), the
// recommended entrance's three images, the product picker, copy, drag-sort and the AI configuration's enable.

let server: TestServer;
let dali: string;
let midu: string;

beforeAll(async () => {
  server = await createSeededServer(50, 50);
  dali = (await server.signIn('admin', 'admin', '000000')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
}, 120_000);
afterAll(async () => server.close());

type Body = { code: number; msg: string; data: unknown };
type Page = { records: Record<string, unknown>[]; total: number };
const HOME = '/api/blade-app/app-home-page-config';
const IMAGE = 'https://example.com/a.png';

const get = async (url: string, query: Record<string, string> = {}, token = dali) => {
  const res = await server.call(token, { method: 'GET', url, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const post = async (url: string, payload: unknown, query: Record<string, string> = {}, token = dali) => {
  const res = await server.call(token, { method: 'POST', url, payload: payload as object, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const count = (table: string) =>
  server.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE is_deleted = 0`).get()?.n ?? 0;

const firstParent = (): { id: string; region_code: string } => {
  const row = server.db
    .prepare<[], { id: string; region_code: string }>(
      "SELECT id, region_code FROM app_home_page_config WHERE tenant_id = '000000' AND parent_id = '0' ORDER BY sort LIMIT 1",
    )
    .get();
  if (!row) throw new Error('no seeded home page');
  return row;
};

const entrance = (extra: Record<string, unknown>) => {
  const parent = firstParent();
  return {
    parentId: parent.id,
    regionCode: parent.region_code,
    secondPageClass: 1,
    menuPosition: 1,
    dictValue: '测试入口',
    imageUrl: IMAGE,
    sort: 9,
    isSealed: 0,
    isTop: 1,
    ...extra,
  };
};

describe('home-page entrances follow the jump-type rules of spec 001 §4', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['1 (internal link) without a link', { jumpType: 1 }, '请输入跳转地址'],
    ['3 (H5) without a link', { jumpType: 3 }, '请输入跳转地址'],
    ['4 (mini program) without an appid', { jumpType: 4 }, '请输入小程序appid'],
    ['5 (rich text) without text', { jumpType: 5 }, '请输入富文本内容'],
    ['6 (product) without a product', { jumpType: 6 }, '请选择关联商品'],
  ];
  for (const [label, extra, message] of refusals) {
    it(`refuses ${label}, writing nothing`, async () => {
      const before = count('app_home_page_config');
      const res = await post(`${HOME}/submit`, entrance(extra));
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(message);
      expect(count('app_home_page_config')).toBe(before);
    });
  }

  it('accepts 0 with no link, 4 with an appid and no link, and 5 with rich text', async () => {
    for (const extra of [{ jumpType: 0 }, { jumpType: 4, appid: 'wx123' }, { jumpType: 5, richText: '<p>好</p>' }]) {
      const res = await post(`${HOME}/submit`, entrance(extra));
      expect(res.body.msg, JSON.stringify(extra)).toBe('操作成功');
    }
  });

  it('links only approved, on-sale products (6), as the picker offers them', async () => {
    const picker = await get(`${HOME}/product/page`, { size: '500' });
    const offered = (picker.body.data as Page).records;
    expect(offered.length).toBeGreaterThan(0);
    const linkable = server.db
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM merchant_product WHERE tenant_id = '000000' AND is_deleted = 0 AND audit_status = 1 AND status = 1",
      )
      .get()?.n;
    expect((picker.body.data as Page).total).toBe(linkable);
    const hidden = server.db
      .prepare<[], { id: string }>(
        "SELECT id FROM merchant_product WHERE tenant_id = '000000' AND is_deleted = 0 AND NOT (audit_status = 1 AND status = 1) LIMIT 1",
      )
      .get();
    if (hidden) {
      const refused = await post(`${HOME}/submit`, entrance({ jumpType: 6, goodId: hidden.id }));
      expect(refused.body.msg).toBe('只能关联审核通过且已上架的商品');
    }
    const detail = await get(`${HOME}/product/detail`, { id: String(offered[0].id) });
    expect((detail.body.data as Record<string, unknown>).name).toBe(offered[0].name);
    const saved = await post(`${HOME}/submit`, entrance({ jumpType: 6, goodId: offered[0].id }));
    expect(saved.body.msg).toBe('操作成功');
  });

  it('a recommended entrance (isTop 0) refuses two images and accepts exactly three', async () => {
    const base = { jumpType: 0, isTop: 0, tagName: '必游', imageUrlLong: IMAGE };
    const before = count('app_home_page_config');
    const two = await post(`${HOME}/submit`, entrance({ ...base, imageUrls: `${IMAGE},${IMAGE}` }));
    expect(two.status).toBe(400);
    expect(two.body.msg).toBe('请上传3张推荐图片');
    expect(count('app_home_page_config')).toBe(before);
    const noTag = await post(
      `${HOME}/submit`,
      entrance({ ...base, tagName: '', imageUrls: [IMAGE, IMAGE, IMAGE].join(',') }),
    );
    expect(noTag.body.msg).toBe('请输入标签名称');
    const three = await post(`${HOME}/submit`, entrance({ ...base, imageUrls: [IMAGE, IMAGE, IMAGE].join(',') }));
    expect(three.body.msg).toBe('操作成功');
  });

  it('a seeded recommended entrance saves back unchanged, its generated pictures served as files', async () => {
    const seeded = server.db
      .prepare<[], { id: string }>(
        "SELECT id FROM app_home_page_config WHERE tenant_id = '000000' AND parent_id <> '0' AND is_top = 0 LIMIT 1",
      )
      .get();
    const detail = await get(`${HOME}/detail`, { id: String(seeded?.id) });
    const row = detail.body.data as Record<string, unknown>;
    const images = String(row.imageUrls).split(',');
    expect(images).toHaveLength(3);
    const two = await post(`${HOME}/submit`, { ...row, imageUrls: images.slice(1).join(',') });
    expect(two.body.msg).toBe('请上传3张推荐图片');
    // The edit form does not send the parent (it is read-only on edit): the entrance keeps its page and its rules.
    const { parentId, ...edited } = row;
    const twoNoParent = await post(`${HOME}/submit`, { ...edited, imageUrls: images.slice(1).join(',') });
    expect(twoNoParent.body.msg).toBe('请上传3张推荐图片');
    const keptParent = await post(`${HOME}/submit`, edited);
    expect(keptParent.body.msg).toBe('操作成功');
    const after = server.db
      .prepare<[string], { parent_id: string }>('SELECT parent_id FROM app_home_page_config WHERE id = ?')
      .get(String(row.id));
    expect(after?.parent_id).toBe(parentId);
    const saved = await post(`${HOME}/submit`, row);
    expect(saved.body.msg).toBe('操作成功');
    const picture = await server.app.inject({ method: 'GET', url: images[0].replace(/^https?:\/\/[^/]+/, '') });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('<svg');
    expect(ART_ROUTE.startsWith(`${FILE_ROUTE_PREFIX}/`)).toBe(true);
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/blade-resource/oss/endpoint/file/art/1x1-0/x.svg',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('home-page lists', () => {
  it('parent-list pages the cities, child-list one entrance type by sort, dictionary by code', async () => {
    const parents = await get(`${HOME}/parent-list`, { current: '1', size: '5' });
    const page = parents.body.data as Page;
    expect(page.total).toBe(12);
    expect(page.records).toHaveLength(5);
    const parent = firstParent();
    const carousels = await get(`${HOME}/child-list`, { parentId: parent.id, secondPageClass: '1' });
    const rows = carousels.body.data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.secondPageClass === 1)).toBe(true);
    const sorts = rows.map((row) => Number(row.sort));
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const byCode = await get(`${HOME}/dictionary`, { code: `home_${parent.region_code}` });
    expect((byCode.body.data as unknown[]).length).toBeGreaterThan(rows.length);
    expect((await get(`${HOME}/child-list`, {})).status).toBe(400);
  });

  it('areas/dictData answers the regions below a city, travelArea/dictData its towns', async () => {
    const areas = (await get(`${HOME}/areas/dictData`, { cityCode: '5329' })).body.data as { dictKey: string }[];
    expect(areas).toHaveLength(12);
    const towns = (await get(`${HOME}/travelArea/dictData`, { cityCode: '532901' })).body.data as { dictKey: string }[];
    expect(towns.length).toBeGreaterThan(5);
    expect(towns.every((town) => town.dictKey.startsWith('532901'))).toBe(true);
    expect((await get(`${HOME}/areas/dictData`, { cityCode: 'x' })).body.msg).toBe('请选择所属城市');
  });

  it('another tenant sees none of this tenant’s home pages', async () => {
    const theirs = await get(`${HOME}/parent-list`, {}, midu);
    expect((theirs.body.data as Page).total).toBe(0);
    const parent = firstParent();
    expect((await get(`${HOME}/child-list`, { parentId: parent.id }, midu)).body.data).toEqual([]);
  });
});

describe('launch pages, menus, AI configuration', () => {
  it('copy duplicates a launch page, hidden and marked as a copy', async () => {
    const list = (await get('/api/blade-app/configCarousel/list/launch', { size: '50' })).body.data as Page;
    const original = list.records[0];
    const copied = await post('/api/blade-app/configCarousel/copy', {}, { id: String(original.id) });
    expect(copied.body.msg).toBe('操作成功');
    const copy = (await get('/api/blade-app/configCarousel/detail', { id: String(copied.body.data) })).body
      .data as Record<string, unknown>;
    expect(copy.name).toBe(`${String(original.name)}(副本)`);
    expect(copy.status).toBe(0);
    expect(copy.imageUrl).toBe(original.imageUrl);
  });

  it('update/sort reorders menus in one request and keeps numbers within 1–100', async () => {
    const menus = ((await get('/api/blade-app/configAppMenu/list', { size: '50' })).body.data as Page).records;
    const reversed = menus.map((menu, index) => ({ id: menu.id, sort: menus.length - index }));
    expect((await post('/api/blade-app/configAppMenu/update/sort', reversed)).body.msg).toBe('操作成功');
    const after = ((await get('/api/blade-app/configAppMenu/list', { size: '50' })).body.data as Page).records;
    expect(after.map((menu) => menu.id)).toEqual([...menus].reverse().map((menu) => menu.id));
    const tooBig = await post('/api/blade-app/configAppMenu/update/sort', [{ id: menus[0].id, sort: 101 }]);
    expect(tooBig.status).toBe(400);
  });

  it('enable turns one AI configuration on and the tenant’s others off', async () => {
    const body = { name: 'A', modelName: 'm', apiUrl: 'https://ai.example.com/v1', apiKey: 'k' };
    await post('/api/blade-app/configai/submit', body);
    await post('/api/blade-app/configai/submit', { ...body, name: 'B' });
    const rows = ((await get('/api/blade-app/configai/list')).body.data as Page).records;
    expect(rows.every((row) => row.isEnable === 0)).toBe(true);
    for (const row of rows) {
      expect((await post('/api/blade-app/configai/enable', {}, { id: String(row.id) })).body.msg).toBe('操作成功');
      const now = ((await get('/api/blade-app/configai/list')).body.data as Page).records;
      expect(now.filter((other) => other.isEnable === 1).map((other) => other.id)).toEqual([row.id]);
    }
  });
});
