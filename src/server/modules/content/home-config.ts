import type { FastifyInstance } from 'fastify';
import type { ResourceModule } from '../../crud/resource-module';
import type { ResourceStore } from '../../crud/resource-store';
import { optionalId } from '../../crud/route-guards';
import { allOf } from '../../crud/where';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import type { CrudServices } from '../../crud/crud-services';
import { RECOMMENDED_IMAGES } from '../../../shared/resources/content/home-entrance-fields';
import { JUMP_TYPE } from '../../../shared/resources/content/jump-fields';
import { pageParams, textParam } from './page-params';
import { createProductPicker } from './product-picker';

/** Texts of the refusals (spec 001 §5 names the rule; the words are ours, written in the area's README). */
export const HOME_CONFIG_REFUSALS = {
  images: `请上传${RECOMMENDED_IMAGES}张推荐图片`,
  product: '只能关联审核通过且已上架的商品',
  parent: '上级配置不存在',
  nested: '配置项下不能再添加配置项',
} as const;

const imageCount = (value: unknown): number =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean).length;

/**
 * The module of a home-page configuration (`app-home-page-config`, `app-second-page-config`, spec 001 §7): a
 * parent row is a city's page, its children the entrances. Writes check that a child's parent is a live parent
 * of the tenant, that a recommended entrance has exactly three images, and that a linked product is approved
 * and on sale. Routes: `parent-list` (a page of parents), `child-list?parentId=` (an entrance type with
 * `secondPageClass=`), `dictionary?code=` (the entrances of the page with that code), the product picker, and
 * with `areas: true` the city's area dictionaries (`dictData`, `areas/dictData`, `travelArea/dictData`).
 */
export const homeConfigModule = (
  services: CrudServices,
  store: ResourceStore,
  options: { readonly table: string; readonly endpoint: string; readonly areas: boolean },
): ResourceModule => {
  const { db, wire } = services.ctx;
  const { table, endpoint } = options;
  const picker = createProductPicker(db);
  const parentRow = db.prepare<[string, string], { parent_id: string }>(
    `SELECT parent_id FROM ${table} WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  const byCode = db.prepare<[string, string], { id: string }>(
    `SELECT id FROM ${table} WHERE tenant_id = ? AND code = ? AND parent_id = '0' AND is_deleted = 0 ORDER BY sort LIMIT 1`,
  );
  const regionChildren = db.prepare<[string], { code: string; name: string }>(
    'SELECT code, name FROM blade_region WHERE parent_code = ? ORDER BY sort, code',
  );
  const townsOfCity = db.prepare<[string, string], { code: string; name: string }>(
    `SELECT code, name FROM blade_region WHERE region_level = 4 AND substr(code, 1, length(?)) = ? ORDER BY code`,
  );
  const cities = db.prepare<[string], { region_code: string; dict_value: string; id: string }>(
    `SELECT id, region_code, dict_value FROM ${table} WHERE tenant_id = ? AND parent_id = '0' AND is_deleted = 0
     ORDER BY sort, id`,
  );
  const sortAsc = [
    { column: 'sort', order: 'asc' as const },
    { column: 'id', order: 'asc' as const },
  ];

  const children = (tenantScope: ReturnType<ResourceStore['scope']>, parentId: string, entranceType?: string) =>
    store.all(
      allOf([
        tenantScope,
        { sql: 'parent_id = ?', params: [parentId] },
        ...(entranceType ? [{ sql: 'second_page_class = ?', params: [Number(entranceType)] }] : []),
      ]),
      sortAsc,
    );

  return {
    hooks: {
      treeTitle: 'dictValue',
      beforeWrite({ identity, values, existing }) {
        const parent = String(values.parent_id ?? existing?.parent_id ?? '0') || '0';
        if (parent !== '0') {
          const row = parentRow.get(identity.tenantId, parent);
          if (!row) throw badRequest(HOME_CONFIG_REFUSALS.parent);
          if (row.parent_id !== '0') throw badRequest(HOME_CONFIG_REFUSALS.nested);
        }
        const merged = { ...existing, ...values };
        if (parent !== '0' && Number(merged.is_top) === 0 && imageCount(merged.image_urls) !== RECOMMENDED_IMAGES)
          throw badRequest(HOME_CONFIG_REFUSALS.images);
        if (parent !== '0' && Number(merged.jump_type) === JUMP_TYPE.product) {
          const good = String(merged.good_id ?? '');
          if (!good || !picker.isLinkable(identity, good)) throw badRequest(HOME_CONFIG_REFUSALS.product);
        }
      },
    },
    routes(app: FastifyInstance) {
      app.get(`${endpoint}/parent-list`, async (request) => {
        const identity = identityOf(request);
        const region = textParam(request, 'regionCode', 12);
        const name = textParam(request, 'dictValue');
        const { current, size } = pageParams(request);
        const where = allOf([
          store.scope(identity),
          { sql: "parent_id = '0'", params: [] },
          ...(region ? [{ sql: 'region_code = ?', params: [region] }] : []),
          ...(name ? [{ sql: 'instr(dict_value, ?) > 0', params: [name] }] : []),
        ]);
        const { rows, total } = store.page(where, sortAsc, current, size);
        return R.data(toPage(wire.rows(rows), total, current, size));
      });
      app.get(`${endpoint}/child-list`, async (request) => {
        const identity = identityOf(request);
        const parentId = optionalId(request, 'parentId');
        if (!parentId) throw badRequest('请选择上级配置');
        const type = textParam(request, 'secondPageClass', 2);
        if (type && !/^\d$/.test(type)) throw badRequest('参数错误: secondPageClass 格式不正确');
        return R.data(wire.rows(children(store.scope(identity), parentId, type || undefined)));
      });
      app.get(`${endpoint}/dictionary`, async (request) => {
        const identity = identityOf(request);
        const code = textParam(request, 'code');
        if (!code) throw badRequest('请输入配置编码');
        const parent = byCode.get(identity.tenantId, code);
        return R.data(parent ? wire.rows(children(store.scope(identity), parent.id)) : []);
      });
      app.get(`${endpoint}/product/page`, async (request) => {
        const identity = identityOf(request);
        return R.data(picker.page(request, identity, (rows) => wire.rows(rows)));
      });
      app.get(`${endpoint}/product/detail`, async (request) => {
        const identity = identityOf(request);
        const id = optionalId(request, 'id');
        if (!id) throw badRequest('请选择商品');
        const row = picker.detail(identity, id);
        return R.data(row ? wire.row(row) : null);
      });
      if (!options.areas) return;
      // The cities that have a home page, for the screen's city switch and the phone preview.
      app.get(`${endpoint}/dictData`, async (request) => {
        const identity = identityOf(request);
        return R.data(
          cities
            .all(identity.tenantId)
            .map((row) => ({ id: row.id, dictKey: row.region_code, dictValue: row.dict_value })),
        );
      });
      // Hot areas: the regions one level below `cityCode` (a prefecture's counties, a county's towns); travel areas:
      // the towns within it (README).
      const cityOf = (request: Parameters<typeof identityOf>[0]): string => {
        const city = textParam(request, 'cityCode', 12);
        if (!/^(\d{4}|\d{6})$/.test(city)) throw badRequest('请选择所属城市');
        return city;
      };
      app.get(`${endpoint}/areas/dictData`, async (request) => {
        identityOf(request);
        return R.data(regionChildren.all(cityOf(request)).map((row) => ({ dictKey: row.code, dictValue: row.name })));
      });
      app.get(`${endpoint}/travelArea/dictData`, async (request) => {
        identityOf(request);
        return R.data(
          townsOfCity.all(cityOf(request), cityOf(request)).map((row) => ({ dictKey: row.code, dictValue: row.name })),
        );
      });
    },
  };
};
