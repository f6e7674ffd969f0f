import type { Database } from 'better-sqlite3';
import {
  isFieldVisible,
  isDateRangeField,
  writableFields,
  type Field,
  type ResourceDef,
  type Rule,
} from '../../../src/shared/resources/index';
import { citizenIdCheckChar } from '../../../src/shared/validation/citizen-id';

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

const CJK_DIGITS = '零一二三四五六七八九';
/** A valid citizen ID, distinct per `seq` (a Dali prefix, a birthday and the check character). */
const citizenId = (seq: number): string => {
  const first17 = `53290119900101${String(seq % 1000).padStart(3, '0')}`;
  return first17 + citizenIdCheckChar(first17);
};

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
