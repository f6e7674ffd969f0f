import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'merchantService', {
  zh: {
    title: '商户服务',
    fields: { merchantId: '所属商户', name: '服务名称', image: '服务图标', info: '服务说明' },
    rules: { merchantId: '请选择所属商户', name: '请输入服务名称' },
  },
  en: {
    title: 'Merchant services',
    fields: { merchantId: 'Merchant', name: 'Service', image: 'Icon', info: 'Description' },
    rules: { merchantId: 'Please choose the merchant', name: 'Please enter the service name' },
  },
});

/**
 * The services a merchant offers (free parking, Wi-Fi, luggage storage…), shown on its page in the app
 * (`/merchant/service`, `merchantService`), in their sort order.
 */
export const merchantServiceResource = r.define({
  menu: '/merchant/service',
  endpoint: '/blade-merchant-product/merchantService',
  table: 'merchant_service',
  ...TENANT_ENTITY,
  permission: 'merchant_service',
  fields: [
    r.reference('merchantId', 'merchantInfo', 'name', { search: 'equal', required: true, table: { width: 180 } }),
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 160 } }),
    r.image('image', { table: { width: 90 } }),
    r.textarea('info', { max: 255, table: { width: 240 } }),
    r.sort({ table: { width: 80 } }),
    r.createTime(),
  ],
});

export type MerchantServiceRecord = RecordOfDefinition<typeof merchantServiceResource>;
