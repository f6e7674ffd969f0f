import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField } from '../common-fields';
import type { SwitchField, TextField } from '../field';
import { areaSearchField } from '../order/area-search';
import { merchantInfoKit } from './merchant-info.texts';

const k = merchantInfoKit.key;

/** A merchant of `merchant_info` (spec 001 §3 "Merchant"). Flags are 0/1. */
export interface MerchantInfoRecord {
  id: string;
  tenantId: string;
  name: string;
  phone: string;
  code: string;
  categoryName: string;
  subCategoryName: string;
  /** 1 culture-tourism experience, 2 goods, 3 city life (dict trade_type). */
  tradeType: number;
  tags: string;
  address: string;
  businessDate: string;
  businessStartDay: string;
  suggestedStayDuration: number;
  customerPhone: string;
  principal: string;
  contactInfo: string;
  areaCode: string;
  cityName: string;
  districtName: string;
  townName: string;
  serviceCapacityLimit: number;
  storeNum: number;
  isEnable: number;
  isBusiness: number;
  isReferral: number;
  isReview: number;
  welfareOpen: number;
  teyue: number;
  lowPrice: number;
  createTime: string;
}

type Texts = Parameters<typeof k>[0];

const text = <N extends string>(name: N, label: Texts, extra: Partial<TextField<N>> = {}): TextField<N> => ({
  name,
  kind: 'text',
  label: k(label),
  table: { width: 140, hidden: true },
  form: { group: k('groups.business') },
  ...extra,
});

const flag = <N extends string>(name: N, label: Texts, extra: Partial<SwitchField<N>> = {}): SwitchField<N> => ({
  name,
  kind: 'switch',
  on: 1,
  off: 0,
  onLabel: 'res.common.flags.yes',
  offLabel: 'res.common.flags.no',
  label: k(label),
  table: { width: 90, hidden: true },
  form: { group: k('groups.flags'), span: 6 },
  ...extra,
});

/**
 * The merchant list (`/merchant/list`; spec 001 §6: the merchant list is read-only). Merchants sign up and are
 * maintained through `merchantInfo/save`, `update` and the flag calls of the merchant-management screen, which
 * the contract spells differently from the engine's `submit` (a later issue); this list reads them:
 * `GET /blade-merchant-product/merchantInfo/list` and `detail`, searchable by name, category, trade
 * composition, region at any level and the enabled flag, with export.
 */
export const merchantInfoResource = merchantInfoKit.define<MerchantInfoRecord>()({
  menu: '/merchant/list',
  endpoint: '/blade-merchant-product/merchantInfo',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: null, removeParam: 'ids' },
  table: 'merchant_info',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'merchant_list',
  readOnly: true,
  export: true,
  fields: [
    text('name', 'fields.name', {
      search: 'like',
      sortable: true,
      table: { width: 180 },
      form: { group: k('groups.basic') },
    }),
    text('categoryName', 'fields.categoryName', {
      search: 'like',
      table: { width: 110 },
      form: { group: k('groups.basic') },
    }),
    text('subCategoryName', 'fields.subCategoryName', {
      search: 'like',
      table: { width: 110 },
      form: { group: k('groups.basic') },
    }),
    {
      name: 'tradeType',
      kind: 'dict',
      dict: 'trade_type',
      source: 'dict-biz',
      valueType: 'number',
      label: k('fields.tradeType'),
      search: 'equal',
      table: { width: 110 },
      form: { group: k('groups.basic') },
    },
    areaSearchField(k('fields.areaCode')),
    text('districtName', 'fields.districtName', { table: { width: 110 }, form: { group: k('groups.region') } }),
    text('townName', 'fields.townName', { table: { width: 110 }, form: { group: k('groups.region') } }),
    text('cityName', 'fields.cityName', { table: false, form: { group: k('groups.region') } }),
    text('address', 'fields.address', { table: { width: 200, hidden: true }, form: { group: k('groups.region') } }),
    text('phone', 'fields.phone', { search: 'like', form: { group: k('groups.basic') } }),
    text('code', 'fields.code', { search: 'like', form: { group: k('groups.basic') } }),
    text('principal', 'fields.principal', { table: { width: 100 } }),
    text('contactInfo', 'fields.contactInfo'),
    text('customerPhone', 'fields.customerPhone'),
    text('tags', 'fields.tags'),
    text('businessDate', 'fields.businessDate'),
    text('businessStartDay', 'fields.businessStartDay'),
    {
      name: 'suggestedStayDuration',
      kind: 'integer',
      label: k('fields.suggestedStayDuration'),
      table: { width: 110, hidden: true },
      form: { group: k('groups.business') },
    },
    {
      name: 'serviceCapacityLimit',
      kind: 'integer',
      label: k('fields.serviceCapacityLimit'),
      table: { width: 110, hidden: true },
      form: { group: k('groups.business') },
    },
    {
      name: 'storeNum',
      kind: 'integer',
      label: k('fields.storeNum'),
      sortable: true,
      table: { width: 80, hidden: true },
      form: { group: k('groups.business') },
    },
    flag('isEnable', 'fields.isEnable', {
      onLabel: 'res.common.flags.enabled',
      offLabel: 'res.common.flags.disabled',
      search: 'equal',
      table: { width: 90 },
    }),
    flag('isBusiness', 'fields.isBusiness'),
    flag('isReferral', 'fields.isReferral'),
    flag('isReview', 'fields.isReview'),
    flag('welfareOpen', 'fields.welfareOpen'),
    flag('teyue', 'fields.teyue'),
    flag('lowPrice', 'fields.lowPrice'),
    { ...createTimeField(k('fields.createTime')), form: { group: k('groups.basic') } },
  ],
});
