import type { Database } from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { createTableSql } from '../../../src/server/crud/ddl';
import { TENANT_ENTITY } from '../../../src/shared/resources/bladex-entities';
import {
  allResources,
  defineResource,
  required,
  STANDARD_VERBS,
  type Field,
  type ResourceDef,
} from '../../../src/shared/resources/index';
import { createTestServer, type TestServer } from '../../helpers/server';

// A definition no screen and no registry entry knows, served beside the real ones (buildApp's `resources`), with
// one column of every kind a sheet cell fills: text with a length and a phone format, a fixed option, a system
// dictionary, a switch with a default, money, an integer, a date and a reference to roles by name. Its labels are
// borrowed from real definitions so its headers are zh words; `sku` is the import's key.

export const GOODS_PERMISSION = 'probe_goods';

export const goodsResource: ResourceDef = defineResource<Record<string, unknown>>()({
  name: 'probeGoods',
  area: 'test',
  title: 'res.merchant.product.title',
  endpoint: '/probe/goods',
  verbs: STANDARD_VERBS,
  table: 'probe_goods',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: GOODS_PERMISSION,
  import: { key: 'sku' },
  fields: [
    {
      name: 'sku',
      kind: 'text',
      label: 'res.system.user.fields.code',
      unique: 'res.system.user.rules.accountUnique',
      rules: [required('res.system.user.rules.account'), { kind: 'length', max: 20 }],
    },
    {
      name: 'title',
      kind: 'text',
      label: 'res.merchant.product.fields.name',
      rules: [required('res.merchant.product.rules.name'), { kind: 'length', max: 10 }],
    },
    {
      name: 'type',
      kind: 'enum',
      valueType: 'number',
      label: 'res.merchant.product.fields.type',
      options: [
        { value: 0, label: 'res.merchant.product.auditState.pending' },
        { value: 1, label: 'res.merchant.product.auditState.passed' },
        { value: 2, label: 'res.merchant.product.auditState.rejected' },
      ],
      rules: [required('res.merchant.product.rules.type')],
    },
    {
      name: 'sex',
      kind: 'dict',
      dict: 'sex',
      source: 'dict',
      valueType: 'number',
      label: 'res.system.user.fields.sex',
    },
    {
      name: 'onSale',
      kind: 'switch',
      on: 1,
      off: 0,
      onLabel: 'res.merchant.product.status.onSale',
      offLabel: 'res.merchant.product.status.offSale',
      defaultValue: 0,
      label: 'res.merchant.product.fields.status',
    },
    {
      name: 'price',
      kind: 'money',
      unit: 'yuan',
      label: 'res.merchant.product.fields.comboPrice',
      rules: [{ kind: 'range', min: 0, max: 100000 }],
    },
    { name: 'saleNum', kind: 'integer', label: 'res.merchant.product.fields.saleNum' },
    { name: 'saleDay', kind: 'date', label: 'res.system.user.fields.birthday' },
    {
      name: 'roleIds',
      kind: 'reference',
      resource: 'role',
      labelField: 'roleName',
      multiple: true,
      label: 'res.system.user.fields.roleId',
    },
    {
      name: 'phone',
      kind: 'text',
      label: 'res.system.user.fields.phone',
      rules: [{ kind: 'format', format: 'phone' }],
    },
    // Not columns: an upload (no sheet form) and a field only the server changes.
    { name: 'pic', kind: 'image', accept: ['jpg'], maxSizeKb: 100, label: 'res.merchant.product.fields.recommendPic' },
    { name: 'saleState', kind: 'integer', label: 'res.merchant.product.fields.auditState', readOnly: true },
  ] satisfies Field[],
});

/** The template's headers: the columns' zh labels in definition order. */
export const GOODS_HEADERS = [
  '用户编号',
  '商品名称',
  '产品类型',
  '用户性别',
  '上架状态',
  '套餐价(元)',
  '销量',
  '用户生日',
  '所属角色',
  '手机号码',
];

/**
 * The table (as a migration would make it), the import button under a menu row granted to every tenant's
 * administrator and admin roles, and a trigger standing in for a failure half-way through a write: a row whose
 * title is `炸` cannot be inserted.
 */
const prepareGoods = (db: Database): void => {
  db.exec(createTableSql(goodsResource));
  db.exec(`CREATE TRIGGER probe_goods_fails BEFORE INSERT ON probe_goods WHEN NEW.title = '炸'
    BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
  const menuId = '9100000000000000100';
  db.prepare(
    "INSERT INTO blade_menu (id, parent_id, code, name, alias, category, action, is_open, sort) VALUES (?, '0', ?, '导入', 'import', 2, 1, 1, 0)",
  ).run(menuId, `${GOODS_PERMISSION}_import`);
  const roles = db
    .prepare<[], { id: string }>(
      "SELECT id FROM blade_role WHERE role_alias IN ('administrator', 'admin') AND is_deleted = 0",
    )
    .all();
  const grant = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
  roles.forEach((role, i) => grant.run(`91000000000000002${String(i).padStart(2, '0')}`, menuId, role.id));
};

/** A server of the registry's definitions and the goods. */
export const startGoodsServer = (): Promise<TestServer> =>
  createTestServer({ resources: [...allResources(), goodsResource], prepare: prepareGoods });

export type Cell = string | number | Date | null;

/** A workbook whose first sheet has these headers and data rows. */
export const workbook = async (headers: readonly string[], rows: readonly Cell[][]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

export interface GoodsRow {
  tenant_id: string;
  sku: string;
  title: string;
  type: number | null;
  sex: number | null;
  on_sale: number | null;
  price: number | null;
  sale_num: number | null;
  sale_day: string | null;
  role_ids: string | null;
  phone: string | null;
  create_user: string | null;
}

export const goodsRows = (db: Database): GoodsRow[] =>
  db.prepare<[], GoodsRow>('SELECT * FROM probe_goods WHERE is_deleted = 0 ORDER BY rowid').all();
