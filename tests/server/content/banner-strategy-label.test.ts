import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';

// The three app-content screens the contract names no calls for (issue 13): banners, strategy content with its
// review, and the label library.

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

const call = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  query: Record<string, string> = {},
  token = dali,
) => {
  const res = await server.call(token, { method, url: `/api${url}`, payload, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const count = (table: string, tenant = '000000') =>
  server.db
    .prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = ? AND is_deleted = 0`)
    .get(tenant)!.n;
const strategyCategory = () =>
  server.db
    .prepare<[], { id: string }>(
      "SELECT id FROM app_content_category WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1",
    )
    .get()!.id;

describe('banners', () => {
  const banner = (extra: Record<string, unknown> = {}) => ({
    pageTag: 1,
    configTag: 2,
    diyTag: '春季特惠',
    name: '三月街',
    imageUrl: IMAGE,
    jumpType: 3,
    linkUrl: 'https://example.com',
    sort: 5,
    status: 1,
    themeVersion: 1,
    ...extra,
  });

  it('requires every field of spec 001 §5 and keeps sort in 1–100; nothing is written on a refusal', async () => {
    const before = count('app_config_banner');
    for (const [extra, message] of [
      [{ pageTag: null }, '请选择页面标签'],
      [{ diyTag: '' }, '请输入自定义内容'],
      [{ themeVersion: null }, '请选择主题版本'],
      [{ jumpType: 3, linkUrl: '' }, '请输入跳转地址'],
    ] as const) {
      const refused = await call('POST', '/blade-app/configBanner/submit', banner(extra));
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(message);
    }
    expect((await call('POST', '/blade-app/configBanner/submit', banner({ sort: 101 }))).status).toBe(400);
    expect(count('app_config_banner')).toBe(before);
    expect((await call('POST', '/blade-app/configBanner/submit', banner())).body.msg).toBe('操作成功');
    expect(count('app_config_banner')).toBe(before + 1);
  });

  it('lists by sort and keeps to the caller tenant', async () => {
    const listed = (await call('GET', '/blade-app/configBanner/list', undefined, { size: '50' })).body.data as Page;
    const sorts = listed.records.map((row) => Number(row.sort));
    expect(sorts.length).toBeGreaterThan(3);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const other = (await call('GET', '/blade-app/configBanner/list', undefined, {}, midu)).body.data as Page;
    expect(other.total).toBe(count('app_config_banner', '100001'));
    expect(other.records.every((row) => row.tenantId === '100001')).toBe(true);
  });
});

describe('strategy content', () => {
  const strategy = (extra: Record<string, unknown> = {}) => ({
    tag: 1,
    categoryId: strategyCategory(),
    title: '沙溪古镇慢游',
    cover: IMAGE,
    jumpType: 5,
    richText: '<p>寺登街</p>',
    sort: 3,
    ...extra,
  });
  const row = (id: string) =>
    server.db
      .prepare<[string], { audit_status: number; refusal: string | null; uid: string }>(
        'SELECT audit_status, refusal, uid FROM app_content_strategy WHERE id = ?',
      )
      .get(id)!;
  const newest = () =>
    server.db
      .prepare<[], { id: string }>(
        "SELECT id FROM app_content_strategy WHERE tenant_id = '000000' ORDER BY create_time DESC, id DESC LIMIT 1",
      )
      .get()!.id;

  it('refuses a category that is not a strategy category of the tenant, and more than five images', async () => {
    const before = count('app_content_strategy');
    const stranger = await call('POST', '/blade-app/contentStrategy/submit', strategy({ categoryId: '1' }));
    expect(stranger).toMatchObject({ status: 400, body: { msg: '请选择攻略分类' } });
    const six = await call(
      'POST',
      '/blade-app/contentStrategy/submit',
      strategy({ image: Array(6).fill(IMAGE).join(',') }),
    );
    expect(six.status).toBe(400);
    expect(count('app_content_strategy')).toBe(before);
  });

  it('waits for review; a rejection needs its reason; an edit sends it back to review', async () => {
    expect((await call('POST', '/blade-app/contentStrategy/submit', strategy())).body.msg).toBe('操作成功');
    const id = newest();
    expect(row(id)).toMatchObject({ audit_status: 0, uid: 'admin' });
    const noReason = await call('POST', '/blade-app/contentStrategy/audit', undefined, { ids: id, auditStatus: '2' });
    expect(noReason).toMatchObject({ status: 400, body: { msg: '请输入驳回原因' } });
    expect(row(id).audit_status).toBe(0);
    const refused = await call('POST', '/blade-app/contentStrategy/audit', undefined, {
      ids: id,
      auditStatus: '2',
      refusal: '封面模糊',
    });
    expect(refused.status, refused.body.msg).toBe(200);
    expect(row(id)).toMatchObject({ audit_status: 2, refusal: '封面模糊' });
    const again = await call('POST', '/blade-app/contentStrategy/audit', undefined, { ids: id, auditStatus: '1' });
    expect(again.status).toBe(400);
    const edited = await call('POST', '/blade-app/contentStrategy/submit', { ...strategy({ cover: IMAGE }), id });
    expect(edited.status, edited.body.msg).toBe(200);
    expect(row(id)).toMatchObject({ audit_status: 0, refusal: null });
    const passed = await call('POST', '/blade-app/contentStrategy/audit', undefined, { ids: id, auditStatus: '1' });
    expect(passed.status, passed.body.msg).toBe(200);
    expect(row(id).audit_status).toBe(1);
  });

  it('another tenant neither sees nor reviews these strategies', async () => {
    const id = newest();
    const theirs = await call(
      'POST',
      '/blade-app/contentStrategy/audit',
      undefined,
      { ids: id, auditStatus: '1' },
      midu,
    );
    expect(theirs.status).not.toBe(200);
    const listed = (await call('GET', '/blade-app/contentStrategy/list', undefined, {}, midu)).body.data as Page;
    expect(listed.records.map((r) => r.id)).not.toContain(id);
  });
});

describe('label library', () => {
  it('requires name, icon and category (spec 001 §5) and lists by sortOrder', async () => {
    const before = count('app_content_label');
    const noIcon = await call('POST', '/blade-app/label/submit', { labelName: '夜游', labelCategory: 1 });
    expect(noIcon).toMatchObject({ status: 400, body: { msg: '请上传标签图标' } });
    const noCategory = await call('POST', '/blade-app/label/submit', { labelName: '夜游', labelIcon: IMAGE });
    expect(noCategory).toMatchObject({ status: 400, body: { msg: '请选择标签分类' } });
    expect(count('app_content_label')).toBe(before);
    const added = await call('POST', '/blade-app/label/submit', {
      labelName: '夜游',
      labelIcon: IMAGE,
      labelCategory: 1,
      sortOrder: 99,
    });
    expect(added.body.msg).toBe('操作成功');
    const listed = (await call('GET', '/blade-app/label/list', undefined, { size: '50' })).body.data as Page;
    const sorts = listed.records.map((row) => Number(row.sortOrder));
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(listed.records.at(-1)?.labelName).toBe('夜游');
  });
});
