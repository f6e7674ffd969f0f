import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { shopInfoFields, shopInfoTexts } from './shop-info-fields';

const r = resource('merchant', 'shopInfo', shopInfoTexts);

/**
 * The shops of blade-shop (`blade-shop/shopInfo`): a merchant's shop as the merchant app and the car and mall
 * services see it, with its order statistics (paid orders and turnover of its merchant). It has no menu of its
 * own: holders of store management's codes read and write it. `shopInfoAll` is the same rows without the caller's data scope.
 */
export const shopInfoResource = r.define({
  endpoint: '/blade-shop/shopInfo',
  table: 'shop_info',
  ...TENANT_ENTITY,
  permission: 'merchant_store_manage',
  fields: shopInfoFields(r),
});

export type ShopInfoRecord = RecordOfDefinition<typeof shopInfoResource>;
