import type { Database } from 'better-sqlite3';
import {
  isFieldVisible,
  isDateRangeField,
  writableFields,
  type Field,
  type ResourceDef,
  type Rule,
} from '../../../src/shared/resources/index';

/** Everything a valid record needs from the seeded database of one tenant. */
export interface SampleContext {
  db: Database;
  tenantId: string;
  /** A counter so every sample's text (and unique fields) differ. */
  seq: number;
}

const LINK = 'https://example.com/files/sample.png';

const firstId = (ctx: SampleContext, table: string, tenantScoped: boolean, extra = ''): string => {
  const row = ctx.db
    .prepare<unknown[], { id: string }>(
      `SELECT id FROM ${table} WHERE is_deleted = 0 ${tenantScoped ? 'AND tenant_id = ?' : ''} ${extra} ORDER BY id LIMIT 1`,
    )
    .get(...(tenantScoped ? [ctx.tenantId] : []));
  if (!row) throw new Error(`no row in ${table}`);
  return row.id;
};

const firstDictKey = (ctx: SampleContext, code: string, source: 'dict' | 'dict-biz'): string => {
  const row =
    source === 'dict'
      ? ctx.db
          .prepare<[string], { dict_key: string }>(
            "SELECT dict_key FROM blade_dict WHERE code = ? AND parent_id <> '0' AND is_deleted = 0 ORDER BY sort LIMIT 1",
          )
          .get(code)
      : ctx.db
          .prepare<[string, string], { dict_key: string }>(
            "SELECT dict_key FROM blade_dict_biz WHERE tenant_id = ? AND code = ? AND parent_id <> '0' AND is_deleted = 0 ORDER BY sort LIMIT 1",
          )
          .get(ctx.tenantId, code);
  if (!row) throw new Error(`no items in dictionary ${code}`);
  return row.dict_key;
};

const rulesOf = (field: Field): readonly Rule[] => (field.rules ?? []) as readonly Rule[];

const textFor = (field: Field, seq: number): string => {
  for (const rule of rulesOf(field)) {
    if (rule.kind === 'format') {
      if (rule.format === 'url') return `https://example.com/t${seq}`;
      if (rule.format === 'email') return `t${seq}@example.com`;
      if (rule.format === 'phone' || rule.format === 'mobile') return `1380000${String(1000 + (seq % 9000))}`;
    }
  }
  const length = rulesOf(field).find((rule) => rule.kind === 'length');
  const min = length?.kind === 'length' ? (length.min ?? 1) : 1;
  const max = length?.kind === 'length' ? (length.max ?? 64) : 64;
  // Short, distinct, CJK-free so it fits every length rule (realName is 2–5 characters).
  let text = `t${seq}`;
  while (text.length < min) text += 'x';
  return text.slice(0, Math.max(max, min));
};

const numberFor = (field: Field): number => {
  const range = rulesOf(field).find((rule) => rule.kind === 'range');
  if (range?.kind === 'range')
    return range.min !== undefined && range.min > 0 ? range.min : Math.min(1, range.max ?? 1);
  return 1;
};

/** A valid value for one field of a create form. */
export const valueFor = (field: Field, ctx: SampleContext): unknown => {
  if (field.name === 'parentId') return '0';
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richText':
      return textFor(field, ctx.seq);
    case 'password':
      return '123456';
    case 'integer':
    case 'number':
    case 'money':
      return numberFor(field);
    case 'switch':
      return field.off;
    case 'dict': {
      const key = firstDictKey(ctx, field.dict, field.source);
      return field.valueType === 'number' ? Number(key) : key;
    }
    case 'enum':
      return field.options[0].value;
    case 'date':
      return '2024-05-01';
    case 'datetime':
      return '2024-05-01 10:00:00';
    case 'dateRange':
      return ['2024-05-01', '2024-05-02'];
    case 'datetimeRange':
      return ['2024-05-01 00:00:00', '2024-05-02 00:00:00'];
    case 'integerRange':
    case 'numberRange': {
      const low = numberFor(field);
      const range = rulesOf(field).find((rule) => rule.kind === 'range');
      const max = range?.kind === 'range' ? range.max : undefined;
      return [low, max !== undefined && low + 1 > max ? low : low + 1];
    }
    case 'region':
      return '532922';
    case 'treeSelect':
      if (field.resource === 'menu') return firstId(ctx, 'blade_menu', false);
      if (field.resource === 'dept') return firstId(ctx, 'blade_dept', true);
      if (field.resource === 'role') return firstId(ctx, 'blade_role', true);
      return '0';
    case 'reference':
      if (field.resource === 'role') return firstId(ctx, 'blade_role', true, "AND role_alias = 'user'");
      if (field.resource === 'post') return firstId(ctx, 'blade_post', true);
      if (field.resource === 'dept') return firstId(ctx, 'blade_dept', true);
      if (field.resource === 'merchantInfo') return merchant(ctx);
      if (field.resource in CAR_SHOP_REFERENCES) return CAR_SHOP_REFERENCES[field.resource](ctx);
      if (field.resource in MERCHANT_SIDE_ROWS) return merchantSideRow(ctx, field.resource);
      if (field.resource === 'jobServer') return jobServer(ctx);
      if (field.resource === 'datasource') return datasource(ctx);
      if (field.resource === 'model') return model(ctx);
      if (field.resource === 'product') return linkableProduct(ctx);
      {
        const table = CONTENT_TABLES[field.resource];
        if (table) return firstId(ctx, table, true);
      }
      if (field.resource in RESIDENT_REFERENCES) return RESIDENT_REFERENCES[field.resource](ctx);
      throw new Error(`no sample for reference ${field.resource}`);
    case 'image':
    case 'images':
    case 'file':
    case 'video':
      return LINK;
    case 'mapPoint':
      return '100.23,25.6';
    case 'json':
      return '{"a":1}';
    default:
      throw new Error(`unhandled kind ${(field as Field).kind}`);
  }
};

/** A row the samples refer to, inserted once where the test database has none (no board seed there). */
const ensureRow = (ctx: SampleContext, table: string, values: Record<string, string | number>): string => {
  const id = String(values.id);
  const names = Object.keys(values);
  ctx.db
    .prepare(`INSERT OR IGNORE INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .run(...names.map((name) => values[name]));
  return id;
};

/** An industry and a business type under it, for the merchants' category. */
const businessType = (ctx: SampleContext): string => {
  const base = { tenant_id: ctx.tenantId, trade_type: 1, sort: 1, is_enable: 1, is_deleted: 0, image: LINK };
  ensureRow(ctx, 'merchant_category', {
    ...base,
    id: '880000000000000001',
    parent_id: '0',
    name: '文旅体验',
    level: 1,
  });
  return ensureRow(ctx, 'merchant_category', {
    ...base,
    id: '880000000000000002',
    parent_id: '880000000000000001',
    name: '景区门票',
    level: 2,
    product_type: 1,
  });
};

/** A merchant the products belong to. */
const merchant = (ctx: SampleContext): string =>
  ensureRow(ctx, 'merchant_info', {
    id: '880000000000000003',
    tenant_id: ctx.tenantId,
    name: '苍山旅居',
    trade_type: 1,
    sub_category_id: businessType(ctx),
    city_code: '5329',
    district_code: '532922',
    town_code: '532922101',
    is_deleted: 0,
  });

/** The number of a live order of the tenant. */
const anOrderNo = (ctx: SampleContext): string => {
  const row = ctx.db
    .prepare<[string], { order_no: string }>(
      'SELECT order_no FROM order_product WHERE tenant_id = ? AND is_deleted = 0 AND order_money >= 1 ORDER BY id LIMIT 1',
    )
    .get(ctx.tenantId);
  if (row) return row.order_no;
  // The CRUD fixture seeds no orders: one paid order of ¥100 to name.
  const orderNo = `SAMPLE${ctx.seq}`;
  ctx.db
    .prepare(
      `INSERT INTO order_product (id, tenant_id, order_no, product_name, product_type, shop_id, trade_type, order_money,
         pay_money, pay_status, is_deleted) VALUES (?, ?, ?, '洱海骑行', 1, '1', 1, 100, 100, 1, 0)`,
    )
    .run(`1889${String(Date.now()).slice(-9)}${String(ctx.seq).padStart(4, '0')}`, ctx.tenantId, orderNo);
  return orderNo;
};

const tenantRow = (ctx: SampleContext, id: string) => ({
  id,
  tenant_id: ctx.tenantId,
  is_deleted: 0,
  create_time: '2024-05-01 10:00:00',
});

/** A device of a vehicle area of the tenant: the flow feeds refuse unregistered devices. */
const flowDevice = (ctx: SampleContext): string => {
  ensureRow(ctx, 'bigdata_vehicle_area', {
    ...tenantRow(ctx, '880000000000000108'),
    area_name: '古城南门',
    area_code: 'T-01',
    device_codes: 'HK-T01,HK-T02',
  });
  return 'HK-T01';
};

const carBrand = (ctx: SampleContext): string =>
  ensureRow(ctx, 'shop_car_brand', { ...tenantRow(ctx, '880000000000000101'), name: '比亚迪', status: 1 });
const carSeries = (ctx: SampleContext): string =>
  ensureRow(ctx, 'shop_car_series', {
    ...tenantRow(ctx, '880000000000000102'),
    brand_id: carBrand(ctx),
    name: '秦PLUS',
    status: 1,
  });
/** A car that passed review (featured cars and prices need one). */
const carInfo = (ctx: SampleContext): string =>
  ensureRow(ctx, 'shop_car_info', {
    ...tenantRow(ctx, '880000000000000103'),
    plate_number: '云LD12345',
    brand_id: carBrand(ctx),
    series_id: carSeries(ctx),
    day_price: 19900,
    audit_status: 1,
  });
const orderCar = (ctx: SampleContext): string =>
  ensureRow(ctx, 'order_car', {
    ...tenantRow(ctx, '880000000000000104'),
    order_no: 'ZC202405010001',
    car_id: carInfo(ctx),
    user_name: '杨丽',
  });
const canteenInfo = (ctx: SampleContext): string =>
  ensureRow(ctx, 'canteen_info', { ...tenantRow(ctx, '880000000000000105'), name: '州级机关第一食堂', status: 1 });
const contract = (ctx: SampleContext): string =>
  ensureRow(ctx, 'shop_contract', { ...tenantRow(ctx, '880000000000000106'), title: '汽车租赁合同', type: 1 });
const appMember = (ctx: SampleContext): string =>
  ensureRow(ctx, 'app_member', {
    ...tenantRow(ctx, '880000000000000107'),
    nick_name: '洱海边的风',
    phone: '13888880001',
    town_code: '532922101',
    status: 1,
  });

/** The rows the car shop, canteen and member definitions refer to, by referenced resource. */
const CAR_SHOP_REFERENCES: Record<string, (ctx: SampleContext) => string> = {
  carBrand,
  carSeries,
  carInfo,
  orderCar,
  canteenInfo,
  contract,
  member: appMember,
};

/** A citizen ID with a correct check digit (GB 11643), distinct per sequence number. */
const citizenId = (seq: number): string => {
  const body = `53290119900101${String(seq % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  return body + '10X98765432'[sum % 11];
};

/** Rows of the merchant and campaign tables other definitions refer to (issue 12), by resource name. */
const MERCHANT_SIDE_ROWS: Record<string, (ctx: SampleContext) => [string, Record<string, string | number>]> = {
  merchantStore: (ctx) => ['merchant_store', { merchant_id: merchant(ctx), name: '苍山旅居总店' }],
  housekeepCategory: () => ['housekeep_category', { name: '保洁清洗', sort: 1, is_enable: 1 }],
  product: (ctx) => [
    'merchant_product',
    { merchant_id: merchant(ctx), name: '洱海游船票', type: 1, trade_type: 1, audit_status: 1, status: 1 },
  ],
  coupon: () => ['shop_welfare', { name: '满100减20', ues_product_type: 1, amount: 20, min_use: 100 }],
  welfareAct: () => ['shop_welfare_act', { name: '消费券活动' }],
  welfareSetting: (ctx) => [
    'shop_welfare_setting',
    { act_id: merchantSideRow(ctx, 'welfareAct'), lunci: '第一场', fenlei: '餐饮', limit_num: 10 },
  ],
  lotteryActivity: () => ['act_vip', { name: '幸运抽奖', code: 'SAMPLE', day_cnt: 1, total_cnt: 10, per_cnt: 1 }],
  lotteryPrize: (ctx) => [
    'act_prize',
    { act_id: merchantSideRow(ctx, 'lotteryActivity'), name: '鲜花饼', total_cnt: 1, now_cnt: 1, cnt10000: 1 },
  ],
};

const merchantSideRow = (ctx: SampleContext, resource: string): string => {
  const index = Object.keys(MERCHANT_SIDE_ROWS).indexOf(resource);
  const [table, values] = MERCHANT_SIDE_ROWS[resource](ctx);
  return ensureRow(ctx, table, {
    id: `88000000000000010${index}`,
    tenant_id: ctx.tenantId,
    is_deleted: 0,
    ...values,
  });
};
const jobServer = (ctx: SampleContext): string =>
  ensureRow(ctx, 'blade_job_server', {
    id: `8800000011${ctx.tenantId.padStart(8, '0').slice(-8)}`,
    tenant_id: ctx.tenantId,
    job_server_name: '内置调度',
    job_server_url: 'local',
    job_app_name: 'dali',
    job_app_password: 'local',
    is_deleted: 0,
  });

const datasource = (ctx: SampleContext): string =>
  ensureRow(ctx, 'blade_datasource', { id: '880000000000000012', name: '内置数据库', url: 'embedded', is_deleted: 0 });

const model = (ctx: SampleContext): string =>
  ensureRow(ctx, 'blade_model', {
    id: '880000000000000013',
    datasource_id: datasource(ctx),
    model_name: '商户',
    model_code: 'merchant',
    model_table: 'merchant_info',
    is_deleted: 0,
  });
/** An approved, on-sale product of the tenant: what the content pickers may link. */
const linkableProduct = (ctx: SampleContext): string =>
  ensureRow(ctx, 'merchant_product', {
    id: '880000000000000004',
    tenant_id: ctx.tenantId,
    merchant_id: merchant(ctx),
    merchant_name: '苍山旅居',
    name: '洱海游船票',
    type: 1,
    trade_type: 1,
    audit_status: 1,
    status: 1,
    is_deleted: 0,
  });

/** Content references whose rows the content seed holds (src/server/db/seed-content.ts). */
const CONTENT_TABLES: Partial<Record<string, string>> = {
  landmarkTag: 'city_landmark_tag',
  contentGuideTag: 'app_content_guide_tag',
  contentCategory: 'app_content_category',
  preferenceTagConfig: 'trip_preference_tag_config',
  travelSquareTag: 'app_travel_square_tag',
  travelPlans: 'trip_travel_plans',
  userFeedback: 'trip_user_feedback',
};

/** A Dali region the tenant's app city regions do not hold yet (they are unique per tenant). */
const freeAppRegion = (ctx: SampleContext): string =>
  ctx.db
    .prepare<[string], { code: string }>(
      `SELECT code FROM blade_region WHERE code LIKE '5329%' AND length(code) IN (4, 6, 9) AND code NOT IN
       (SELECT code FROM app_config_region WHERE tenant_id = ? AND is_deleted = 0) ORDER BY code LIMIT 1`,
    )
    .pluck()
    .get(ctx.tenantId) as unknown as string;
const CJK_DIGITS = '零一二三四五六七八九';

const audited = (ctx: SampleContext) => ({ tenant_id: ctx.tenantId, is_deleted: 0 });

/** An activity whose sign-up is open for years, free, with room for every sample sign-up. */
const openActivity = (ctx: SampleContext): string =>
  ensureRow(ctx, 'project_baseinfo', {
    ...audited(ctx),
    id: '880000000000000101',
    title: '洱海骑行',
    activity_start_time: '2000-01-01 08:00:00',
    activity_end_time: '2099-12-31 18:00:00',
    sign_up_start_time: '2000-01-01 08:00:00',
    sign_up_end_time: '2099-12-31 18:00:00',
    number_limit: 10000,
    base_number: 0,
    sign_in_time_limit: 1,
    apply_cancel_time_limit: 1,
    is_free: 0,
    audit_status: 1,
  });

const unionRow = (ctx: SampleContext): string =>
  ensureRow(ctx, 'trade_union', {
    ...audited(ctx),
    id: '880000000000000201',
    name: '大理市总工会',
    district: '532901',
  });

const schoolRow = (ctx: SampleContext): string =>
  ensureRow(ctx, 'school_registration_area', {
    ...audited(ctx),
    id: '880000000000000301',
    name: '下关一小',
    dict_key: 'XG01',
    sort: 1,
  });

const schoolRegionCode = (ctx: SampleContext): string => {
  ensureRow(ctx, 'school_registration_region', {
    ...audited(ctx),
    id: '880000000000000302',
    code: 'XG01',
    name: '下关片区',
    school_id: schoolRow(ctx),
  });
  return 'XG01';
};

/** Rows the residents' references point at (activities, unions, schools). */
const RESIDENT_REFERENCES: Record<string, (ctx: SampleContext) => string> = {
  activity: openActivity,
  activityCategory: (ctx) =>
    ensureRow(ctx, 'project_category', {
      ...audited(ctx),
      id: '880000000000000102',
      name: '户外',
      is_show: 1,
      sort: 1,
    }),
  activityItem: (ctx) =>
    ensureRow(ctx, 'project_activity_items', {
      ...audited(ctx),
      id: '880000000000000103',
      activity_id: openActivity(ctx),
      title: '成人票',
      price: 20,
      sort: 1,
    }),
  activitySignup: (ctx) =>
    ensureRow(ctx, 'project_signup', {
      ...audited(ctx),
      id: '880000000000000104',
      activity_id: openActivity(ctx),
      user_name: '杨丽',
      sign_status: 0,
    }),
  tradeUnion: unionRow,
  unionMember: (ctx) =>
    ensureRow(ctx, 'trade_union_member', {
      ...audited(ctx),
      id: '880000000000000202',
      trade_union_id: unionRow(ctx),
      real_name: '李四',
      id_card: citizenId(999),
    }),
  unionWelfare: (ctx) =>
    ensureRow(ctx, 'trade_union_welfare', {
      ...audited(ctx),
      id: '880000000000000203',
      name: '春节慰问券',
      type: 1,
      par_value: 200,
      year: 2026,
      valid_date_from: '2026-01-01',
      valid_date_to: '2099-12-31',
    }),
  welfareSendRecord: (ctx) =>
    ensureRow(ctx, 'trade_union_send_record', {
      ...audited(ctx),
      id: '880000000000000204',
      total_count: 0,
      scount: 0,
      fcount: 0,
    }),
  school: schoolRow,
  schoolRegion: (ctx) => {
    schoolRegionCode(ctx);
    return '880000000000000302';
  },
};

/** Resource-specific values the generic rules cannot guess (a region code extends its parent's). */
const OVERRIDES: Partial<Record<string, (seq: number, ctx: SampleContext) => Record<string, unknown>>> = {
  region: (seq) => ({ parentCode: '532922', code: `5329229${String(seq % 100).padStart(2, '0')}`, regionLevel: 4 }),
  // A persona's handle, in the account pattern and distinct from every sample user's `t<seq>`.
  virtualUser: (seq) => ({ account: `vu_${seq}`, name: `写手${seq}`, realName: '段小云' }),
  // A member belongs to a town of the Dali tree (the server derives the county from it).
  member: () => ({ townCode: '532922101' }),
  // A merchant is of a business type (an industry's child) and in a town.
  merchantInfo: (_seq, ctx) => ({ subCategoryId: businessType(ctx), townCode: '532922101' }),
  product: (_seq, ctx) => ({ merchantId: merchant(ctx) }),
  // An escrow account number is 8 to 32 digits.
  cashWatchAccount: (seq) => ({ accountNo: `6222${String(seq).padStart(12, '0')}` }),
  // A deduction names a real order of the tenant and holds back less than its amount.
  orderDeduct: (_seq, ctx) => ({ orderNo: anOrderNo(ctx), deductMoney: 0.01 }),
  // A car's plate and VIN follow their shapes; its series belongs to its brand.
  carInfo: (seq, ctx) => ({
    plateNumber: `云L${String(10000 + (seq % 90000))}`,
    vin: `LFV2A21K${String(seq).padStart(9, '0')}`,
    brandId: carBrand(ctx),
    seriesId: carSeries(ctx),
  }),
  rentUser: (seq) => ({ idCard: citizenId(seq) }),
  // A capture has a plate's shape and comes from a device of a vehicle area.
  vehicleFlowData: (seq, ctx) => ({ plateNumber: `云L${String(10000 + (seq % 90000))}`, deviceCode: flowDevice(ctx) }),
  // People flow and foot traffic come from the same registered devices.
  peopleFlowData: (_seq, ctx) => ({ deviceCode: flowDevice(ctx) }),
  countGroup: (_seq, ctx) => ({ deviceCode: flowDevice(ctx) }),
  memberAuth: (seq) => ({ idCard: citizenId(seq) }),
  sourceRegion: (seq) => ({ parentCode: '00', code: `99${String(seq % 10000).padStart(4, '0')}`, regionLevel: 1 }),
  // A billing range ends above where it starts, and each sample's range is its own (ranges of a shop never meet).
  // A merchant takes part in a campaign once: each sample takes its own merchant from a pool written whole on
  // the first call, so a later sample inserts nothing (the refusal tests count every table around a call).
  shopSubInfo: (seq, ctx) => {
    const pool = Array.from({ length: 200 }, (_, index) =>
      ensureRow(ctx, 'merchant_info', {
        id: `88000000001${String(index).padStart(7, '0')}`,
        tenant_id: ctx.tenantId,
        name: `参与商户${index}`,
        trade_type: 1,
        is_deleted: 0,
      }),
    );
    return { shopId: pool[seq % pool.length] };
  },
  // A shop lies in a town; opening hours are HH:mm; a bank account number is digits.
  shopInfo: () => ({ shopTowns: '532922101' }),
  shopInfoAll: () => ({ shopTowns: '532922101' }),
  merchantStore: () => ({ businessStratTime: '09:00', businessEndTime: '21:00' }),
  shopSettleAccount: () => ({ accountNo: '6222020200112233' }),
  // A coupon claimable and usable any time, in any number: its conditional parts stay hidden.
  coupon: () => ({ receiveType: 2, useType: 3, publishCntType: 2 }),
  billingRule: (seq, ctx) => ({ shopId: merchant(ctx), rangeMin: seq * 1000, rangeMax: seq * 1000 + 500 }),
  // A job runs a built-in processor that exists, on demand only (so no sample ever fires).
  jobInfo: (_seq, ctx) => ({
    jobServerId: jobServer(ctx),
    timeExpressionType: 1,
    timeExpression: '',
    processorType: 1,
    processorInfo: 'pruneLogs',
    enable: 0,
  }),
  // The embedded scheduler's address (a PowerJob address would be pushed to).
  jobServer: () => ({ jobServerUrl: 'local' }),
  reportFile: () => ({ queryName: 'ordersByMerchant', params: '{"days":30}' }),
  // A data source is tested when saved, and a model's table must exist in it.
  datasource: () => ({ url: 'embedded' }),
  model: (_seq, ctx) => ({ datasourceId: datasource(ctx), modelTable: 'merchant_info' }),
  appConfigRegion: (_seq, ctx) => ({ code: freeAppRegion(ctx) }),
  // A landmark tag is at most two characters.
  landmarkTag: (seq) => ({ tag: `地${String.fromCharCode(0x4e00 + (seq % 2000))}` }),
  // An activity category is at most four Chinese characters.
  activityCategory: (seq) => ({ name: `类${CJK_DIGITS[Math.floor(seq / 10) % 10]}${CJK_DIGITS[seq % 10]}` }),
  // An activity and a welfare need their time ranges; a union's town is a town.
  activity: () => ({
    activityTime: ['2030-05-01 08:00:00', '2030-05-01 18:00:00'],
    signUpTime: ['2030-04-01 08:00:00', '2030-04-30 18:00:00'],
  }),
  unionWelfare: () => ({ validDate: ['2026-01-01', '2099-12-31'] }),
  tradeUnion: () => ({ district: '532901', town: '532901003' }),
  unionMember: (seq) => ({ idCard: citizenId(seq) }),
  activitySignup: (seq) => ({ idCard: citizenId(seq) }),
  schoolGuide: () => ({ dateStr: '2026' }),
  schoolNotice: () => ({ dateStr: '2026' }),
  schoolNotes: () => ({ dateStr: '2026' }),
  schoolScoreMaterial: () => ({ dateStr: '2026' }),
  school: (_seq, ctx) => ({ dictKey: schoolRegionCode(ctx) }),
};

/** A complete, valid create body for the definition: every writable field, required or not. */
export const sampleRecord = (def: ResourceDef, ctx: SampleContext): Record<string, unknown> => {
  ctx.seq += 1;
  const record: Record<string, unknown> = {};
  for (const field of writableFields(def, 'create')) {
    // Date ranges stay empty (their hooks may want dates to come); a number range is sent as its pair.
    if (isDateRangeField(field)) continue;
    record[field.name] = valueFor(field, ctx);
  }
  Object.assign(record, OVERRIDES[def.name]?.(ctx.seq, ctx) ?? {});
  // Hidden fields (visibleWhen false) are dropped, as the form drops them.
  for (const field of writableFields(def, 'create')) {
    if (!isFieldVisible(field, record)) delete record[field.name];
  }
  return record;
};
