import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { reviewFields, reviewTransition } from './review-fields';

const r = resource('car', 'carInfo', {
  zh: {
    title: '车辆信息',
    groups: { basic: '基础信息', rent: '租赁信息', audit: '审核' },
    fields: {
      plateNumber: '车牌号',
      brandId: '品牌',
      seriesId: '车系',
      color: '车身颜色',
      seats: '座位数',
      vin: '车架号',
      shopName: '所属门店',
      gpsDeviceNo: 'GPS设备号',
      images: '车辆照片',
      dayPrice: '日租价',
      rentStatus: '租赁状态',
      auditStatus: '审核状态',
      auditMsg: '审核意见',
      auditTime: '审核时间',
      auditUser: '审核人',
    },
    rules: {
      brandId: '请选择品牌',
      seriesId: '请选择车系',
      dayPrice: '请输入日租价',
      plateNumber: '请输入车牌号',
      plateFormat: '车牌号格式不正确',
      plateTaken: '车牌号已存在',
      vinFormat: '车架号应为17位字母或数字',
      auditMsg: '请输入驳回原因',
    },
    rentStatus: { idle: '空闲', renting: '出租中', repairing: '维修中' },
    auditStatus: { pending: '待审核', passed: '审核通过', rejected: '审核驳回' },
    actions: { carAudit: '审核' },
  },
  en: {
    title: 'Cars',
    groups: { basic: 'Basics', rent: 'Rental', audit: 'Review' },
    fields: {
      plateNumber: 'Plate number',
      brandId: 'Brand',
      seriesId: 'Series',
      color: 'Colour',
      seats: 'Seats',
      vin: 'VIN',
      shopName: 'Store',
      gpsDeviceNo: 'GPS device',
      images: 'Photos',
      dayPrice: 'Day price',
      rentStatus: 'Rental state',
      auditStatus: 'Review status',
      auditMsg: 'Review note',
      auditTime: 'Reviewed at',
      auditUser: 'Reviewed by',
    },
    rules: {
      brandId: 'Please choose the brand',
      seriesId: 'Please choose the series',
      dayPrice: 'Please enter the day price',
      plateNumber: 'Please enter the plate number',
      plateFormat: 'The plate number is not valid',
      plateTaken: 'This plate number exists already',
      vinFormat: 'The VIN must be 17 letters or digits',
      auditMsg: 'Please give the reason for the rejection',
    },
    rentStatus: { idle: 'Idle', renting: 'On rent', repairing: 'In repair' },
    auditStatus: { pending: 'Pending review', passed: 'Passed', rejected: 'Rejected' },
    actions: { carAudit: 'Review' },
  },
});

const basic = { group: 'groups.basic' } as const;
const rent = { group: 'groups.rent' } as const;
const audit = { group: 'groups.audit' } as const;

/** A mainland plate: province character, a letter, then five (fuel) or six (new energy) letters and digits. */
export const PLATE_PATTERN =
  '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-HJ-NP-Z0-9]{5,6}$';

/**
 * 车辆信息 (`/car/info`, spec 002 §7 `/blade-shop/carInfo`: page, detail, remove, submit, `getDataById`,
 * `carAudit` with a body): the county car shop's rental cars. A car added or edited waits for review
 * (auditStatus 0); `carAudit` passes (1) or rejects (2, reason required) it, stamped with who and when and kept
 * in its history (`common_audit_record`, shown by `getDataById`). Only a passed car may be rented out or shown as
 * a featured car (modules/car/car-info.ts).
 */
export const carInfoResource = r.define({
  menu: '/car/info',
  endpoint: '/blade-shop/carInfo',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'shop_car_info',
  ...TENANT_ENTITY,
  permission: 'car_info',
  export: true,
  actions: [reviewTransition(r, 'carAudit', 'car_info_audit', { kind: 'body' })],
  fields: [
    r.text('plateNumber', {
      search: 'like',
      required: true,
      max: 8,
      unique: 'rules.plateTaken',
      rules: [{ kind: 'pattern', pattern: PLATE_PATTERN, message: 'rules.plateFormat' }],
      table: { width: 110 },
      form: basic,
    }),
    r.reference('brandId', 'carBrand', 'name', { required: true, search: 'equal', table: { width: 100 }, form: basic }),
    r.reference('seriesId', 'carSeries', 'name', { required: true, table: { width: 120 }, form: basic }),
    r.text('color', { max: 16, table: { width: 80 }, form: basic }),
    r.integer('seats', { min: 2, max: 60, defaultValue: 5, table: { width: 70 }, form: basic }),
    r.text('vin', {
      search: 'like',
      max: 17,
      rules: [{ kind: 'pattern', pattern: '^[A-HJ-NPR-Z0-9]{17}$', message: 'rules.vinFormat' }],
      table: { hidden: true },
      form: basic,
    }),
    r.images('images', { max: 9, table: false, form: { ...basic, span: 24 } }),
    r.text('shopName', { search: 'like', max: 64, table: { width: 120 }, form: rent }),
    r.text('gpsDeviceNo', { search: 'like', max: 32, table: { hidden: true }, form: rent }),
    r.money('dayPrice', { unit: 'cent', required: true, min: 0, table: { width: 90 }, form: rent }),
    r.choice(
      'rentStatus',
      [
        { value: 0, label: 'rentStatus.idle' },
        { value: 1, label: 'rentStatus.renting' },
        { value: 2, label: 'rentStatus.repairing' },
      ],
      { defaultValue: 0, search: 'equal', table: { width: 90 }, form: rent },
    ),
    ...reviewFields(r, audit),
    r.createTime({ form: false }),
  ],
});

export type CarInfoRecord = RecordOfDefinition<typeof carInfoResource>;
