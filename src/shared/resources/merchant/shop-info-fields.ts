import type { Kit } from '../kit';

/** The texts the shop screens share (`shopInfo`, `shopInfoAll`): one row of `shop_info` each. */
export const shopInfoTexts = {
  zh: {
    title: '店铺信息',
    fields: {
      merchantId: '所属商户',
      shopName: '店铺名称',
      workTime: '营业时间',
      customerServicePhone: '客服电话',
      shopTowns: '所在乡镇',
      shopAddress: '店铺地址',
      shopXxAddress: '详细地址',
      sendCarRange: '派车范围(公里)',
      shopFunctionary: '店铺负责人',
      shopPhone: '负责人电话',
      logo: '店铺LOGO',
      orderCount: '订单数',
      orderAmount: '成交金额(元)',
    },
    rules: { merchantId: '请选择所属商户', shopName: '请输入店铺名称' },
  },
  en: {
    title: 'Shops',
    fields: {
      merchantId: 'Merchant',
      shopName: 'Shop',
      workTime: 'Opening hours',
      customerServicePhone: 'Customer service phone',
      shopTowns: 'Town',
      shopAddress: 'Address',
      shopXxAddress: 'Street address',
      sendCarRange: 'Car dispatch range (km)',
      shopFunctionary: 'Person in charge',
      shopPhone: "Person in charge's phone",
      logo: 'Logo',
      orderCount: 'Orders',
      orderAmount: 'Turnover (yuan)',
    },
    rules: { merchantId: 'Please choose the merchant', shopName: 'Please enter the shop name' },
  },
};

type ShopKit = Kit<typeof shopInfoTexts.zh>;

/**
 * The fields of a shop (spec 001 §3 "Store": shopName … logo). `shopAddress` is the comma-separated
 * "province,city,position" the app writes; the statistics columns (`orderCount`, `orderAmount`) are read from the
 * shop's paid orders (modules/merchant/shop-info.ts) and never written.
 */
export const shopInfoFields = (r: ShopKit) => [
  r.reference('merchantId', 'merchantInfo', 'name', { search: 'equal', required: true, table: { width: 160 } }),
  r.text('shopName', { search: 'like', required: true, max: 100, table: { width: 180 } }),
  r.text('workTime', { max: 64, table: { width: 130 } }),
  r.text('customerServicePhone', { max: 32, table: { width: 130 } }),
  r.region('shopTowns', { levels: [4], table: false }),
  r.text('shopAddress', { max: 255, table: { width: 200 } }),
  r.text('shopXxAddress', { max: 255, table: { width: 200, hidden: true } }),
  r.number('sendCarRange', { min: 0, max: 1000, precision: 1, table: { width: 120, hidden: true } }),
  r.text('shopFunctionary', { max: 64, table: { width: 100 } }),
  r.text('shopPhone', { format: 'mobile', table: { width: 130 } }),
  r.image('logo', { table: false }),
  r.integer('orderCount', { virtual: true, readOnly: true, form: false, table: { width: 90 } }),
  r.money('orderAmount', { virtual: true, readOnly: true, form: false, table: { width: 120 } }),
  r.createTime(),
];
