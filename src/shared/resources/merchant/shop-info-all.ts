import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { shopInfoFields, shopInfoTexts } from './shop-info-fields';

const r = resource('merchant', 'shopInfoAll', shopInfoTexts);

/**
 * Every shop of the tenant (`blade-shop/shopInfoAll`), the rows of `shopInfo` without the caller's data scope
 * (modules/merchant/shop-info-all.ts): the pickers that must offer any shop.
 */
export const shopInfoAllResource = r.define({
  endpoint: '/blade-shop/shopInfoAll',
  table: 'shop_info',
  ...TENANT_ENTITY,
  permission: 'merchant_store_manage',
  fields: shopInfoFields(r),
});

export type ShopInfoAllRecord = RecordOfDefinition<typeof shopInfoAllResource>;
