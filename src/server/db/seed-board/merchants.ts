import { SEED_TIME } from '../seed-org';
import { dayText } from './calendar';
import { INDUSTRIES } from './catalogue';
import type { SeedContext } from './context';
import { AUDIT, audit, inserter } from './insert';
import type { Town } from './towns';
import { money, personName } from './values';

/** A product on sale, with what an order copies from it and its merchant. */
export interface ProductRow {
  id: string;
  name: string;
  type: number;
  tradeType: number;
  price: number;
  merchantId: string;
  merchantName: string;
  categoryId: string;
  subCategoryId: string;
  categoryName: string;
  subCategoryName: string;
  town: Town;
}

/** The products orders can buy, and how often each is bought (same index). */
export interface SeededProducts {
  products: ProductRow[];
  productWeights: number[];
}

/**
 * Writes the category tree (industries and business types of the catalogue), 8 + 2 × popularity merchants per
 * business type in weighted towns and 2 to 5 products per merchant; sale counts are filled in after the orders.
 */
export const writeMerchantsAndProducts = (context: SeedContext): SeededProducts => {
  const { db, tenantId, random, ids, towns, pickTown, firstDay, lastDay, days, result } = context;
  const category = inserter(db, 'merchant_category', [
    'id',
    'tenant_id',
    'parent_id',
    'name',
    'level',
    'trade_type',
    'product_type',
    'sort',
    ...AUDIT,
  ]);
  const merchant = inserter(db, 'merchant_info', [
    'id',
    'tenant_id',
    'name',
    'phone',
    'category_id',
    'sub_category_id',
    'category_name',
    'sub_category_name',
    'trade_type',
    'address',
    'principal',
    'contact_info',
    'customer_phone',
    'city_code',
    'district_code',
    'town_code',
    'city_name',
    'district_name',
    'town_name',
    'code',
    ...AUDIT,
  ]);
  const product = inserter(db, 'merchant_product', [
    'id',
    'tenant_id',
    'merchant_id',
    'merchant_name',
    'name',
    'type',
    'trade_type',
    'category_id',
    'sub_category_id',
    'industry_name',
    'business_name',
    'combo_price',
    'cost_price',
    'market_price',
    'sale_num',
    'audit_status',
    'city_code',
    'district_code',
    'town_code',
    ...AUDIT,
  ]);
  const products: ProductRow[] = [];
  const productWeights: number[] = [];
  let merchantNo = 0;
  INDUSTRIES.forEach((industry, industryIndex) => {
    const industryId = ids.next();
    category([
      industryId,
      tenantId,
      '0',
      industry.name,
      1,
      industry.tradeType,
      null,
      industryIndex + 1,
      ...audit(SEED_TIME),
    ]);
    result.categories += 1;
    industry.types.forEach((type, typeIndex) => {
      const typeId = ids.next();
      category([
        typeId,
        tenantId,
        industryId,
        type.name,
        2,
        industry.tradeType,
        type.productType,
        typeIndex + 1,
        ...audit(SEED_TIME),
      ]);
      result.categories += 1;
      const merchantsOfType = 8 + type.popularity * 2;
      for (let m = 0; m < merchantsOfType; m += 1) {
        const town = towns[pickTown(random)];
        const id = ids.next();
        const name = `${type.merchants[m % type.merchants.length]}(${town.townName}${Math.floor(m / type.merchants.length) + 1}店)`;
        const created = `${dayText(firstDay - random.int(30, 400))} 09:00:00`;
        merchantNo += 1;
        merchant([
          id,
          tenantId,
          name,
          `139${String(87000000 + merchantNo).padStart(8, '0')}`,
          industryId,
          typeId,
          industry.name,
          type.name,
          industry.tradeType,
          `${town.districtName}${town.townName}${random.int(1, 200)}号`,
          personName(random),
          `0872-${random.int(2000000, 2999999)}`,
          `0872-${random.int(2000000, 2999999)}`,
          town.cityCode,
          town.districtCode,
          town.townCode,
          town.cityName,
          town.districtName,
          town.townName,
          `SH${String(merchantNo).padStart(5, '0')}`,
          ...audit(created, random.chance(0.96) ? 1 : 0),
        ]);
        result.merchants += 1;
        const productCount = random.int(2, 5);
        const merchantWeight = type.popularity * (0.5 + random.next());
        for (let p = 0; p < productCount; p += 1) {
          const productId = ids.next();
          const base = type.products[(m + p) % type.products.length];
          const price = Math.round(type.price[0] + (type.price[1] - type.price[0]) * random.next() ** 2);
          const createdDay = Math.min(lastDay, firstDay - 60 + random.int(0, days));
          const onSale = random.chance(0.93);
          product([
            productId,
            tenantId,
            id,
            name,
            base,
            type.productType,
            industry.tradeType,
            industryId,
            typeId,
            industry.name,
            type.name,
            price,
            money(price * 0.7),
            Math.round(price * 1.2),
            0,
            onSale ? 1 : random.int(0, 2),
            town.cityCode,
            town.districtCode,
            town.townCode,
            ...audit(`${dayText(createdDay)} 10:00:00`, onSale ? 1 : 0),
          ]);
          result.products += 1;
          if (onSale) {
            products.push({
              id: productId,
              name: base,
              type: type.productType,
              tradeType: industry.tradeType,
              price,
              merchantId: id,
              merchantName: name,
              categoryId: industryId,
              subCategoryId: typeId,
              categoryName: industry.name,
              subCategoryName: type.name,
              town,
            });
            productWeights.push(merchantWeight / productCount);
          }
        }
      }
    });
  });
  return { products, productWeights };
};
