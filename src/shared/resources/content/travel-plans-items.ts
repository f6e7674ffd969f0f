import { DALI_BOUNDS } from '../../geo/dali-map';
import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('content', 'travelPlansItems', {
  zh: {
    title: '行程景点',
    fields: {
      travelPlansId: '所属行程',
      daySequence: '第几天',
      name: '景点名称',
      location: '地图坐标',
      productIds: '关联商品',
      merchantId: '关联商户',
      merchantCategory: '商户分类',
      merchantName: '商户名称',
    },
    rules: { sort: '请输入排序', travelPlansId: '请选择所属行程', daySequence: '请输入第几天', name: '请输入景点名称' },
  },
  en: {
    title: 'Itinerary spots',
    fields: {
      travelPlansId: 'Itinerary',
      daySequence: 'Day',
      name: 'Spot',
      location: 'Coordinates',
      productIds: 'Products',
      merchantId: 'Merchant',
      merchantCategory: 'Merchant category',
      merchantName: 'Merchant name',
    },
    rules: {
      sort: 'Please enter the sort order',
      travelPlansId: 'Please choose the itinerary',
      daySequence: 'Please enter the day',
      name: 'Please enter the spot name',
    },
  },
});

/**
 * A spot of an itinerary's day (spec 001 §3 "spotList", "Travel plan item"; §7 `TravelPlansItems`): its day
 * number (required, 1–365), name (required), map coordinates, products (several) and merchant (one; its name and
 * category are copied on save by modules/content/travel-plans.ts). Edited inside the itinerary; no menu of its own.
 */
export const travelPlansItemsResource = r.define({
  endpoint: '/blade-trip-plan/TravelPlansItems',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'trip_travel_plans_items',
  ...TENANT_ENTITY,
  permission: 'content_travel_plan',
  defaultSort: [
    { field: 'daySequence', order: 'asc' },
    { field: 'sort', order: 'asc' },
  ],
  fields: [
    r.reference('travelPlansId', 'travelPlans', 'title', { required: true, search: 'equal', table: { width: 160 } }),
    r.integer('daySequence', { required: true, min: 1, max: 365, search: 'equal', table: { width: 80 } }),
    r.text('name', { search: 'like', required: true, max: 128, table: { width: 160 } }),
    r.mapPoint('location', { bounds: DALI_BOUNDS, table: { width: 180 } }),
    r.reference('productIds', 'product', 'name', { multiple: true, table: false }),
    r.reference('merchantId', 'merchantInfo', 'name', { table: false }),
    r.text('merchantName', { readOnly: true, max: 128, table: { width: 140 } }),
    r.text('merchantCategory', { readOnly: true, max: 128, table: { width: 120, hidden: true } }),
    r.sort({ min: 0, max: 999999, defaultValue: 0, table: { width: 70 } }),
    r.createTime(),
  ],
});

export type TravelPlansItemsRecord = RecordOfDefinition<typeof travelPlansItemsResource>;
