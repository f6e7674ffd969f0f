import { ageOn, dayText, dayWeight, HOUR_WEIGHTS, timeText } from './calendar';
import { ORDER_TYPE_BY_PRODUCT_TYPE } from './catalogue';
import type { SeededChannels } from './channels';
import type { SeedContext } from './context';
import { AUDIT, audit, inserter } from './insert';
import type { SeededProducts } from './merchants';
import type { SeededMembers } from './members';
import type { BoardSeedOptions } from './options';
import { createWeightedPicker } from './random';
import { money } from './values';

/** Seconds since midnight of a `HH:mm:ss` text; no time means the whole day. */
const secondsOf = (time: string | undefined): number =>
  time ? Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60 + Number(time.slice(6, 8)) : 86_399;

/**
 * Writes the orders, spread over the days by how busy each is (none after `referenceTime` on the last day), each
 * by a member registered by its day, then sets each product's sale count from its paid and written-off orders.
 */
export const writeOrders = (
  context: SeedContext,
  { products, productWeights }: SeededProducts,
  { distributors, platforms }: SeededChannels,
  { members, registeredBy }: SeededMembers,
  options: Pick<BoardSeedOptions, 'orders' | 'referenceTime'>,
): void => {
  const { db, tenantId, random, ids, firstDay, lastDay, days, result } = context;
  const order = inserter(db, 'order_product', [
    'id',
    'tenant_id',
    'order_no',
    'product_id',
    'product_name',
    'product_type',
    'shop_id',
    'shop_name',
    'category_id',
    'sub_category_id',
    'category_name',
    'sub_category_name',
    'product_cnt',
    'order_money',
    'discount_money',
    'shop_welfare',
    'pay_money',
    'return_money',
    'admin_status',
    'user_id',
    'user_name',
    'user_tel',
    'user_sex',
    'user_age',
    'user_region_code',
    'user_region_name',
    'pay_status',
    'pay_date',
    'pay_type',
    'source',
    'trade_type',
    'writeoff_date',
    'distributor_id',
    'distributor_name',
    'order_type',
    'city_code',
    'district_code',
    'town_code',
    'city_name',
    'district_name',
    'town_name',
    ...AUDIT,
  ]);
  const pickDistributor = createWeightedPicker(distributors.map((_d, i) => 1 / (i + 1)));
  const pickPlatform = createWeightedPicker(platforms.map((_p, i) => 1 / (i + 1)));
  const dayNums = Array.from({ length: days }, (_v, i) => firstDay + i);
  const pickDay = createWeightedPicker(dayNums.map((day) => dayWeight(day, firstDay, lastDay)));
  const pickHour = createWeightedPicker(HOUR_WEIGHTS);
  const pickProduct = createWeightedPicker(productWeights);
  const pickStatus = createWeightedPicker([5, 55, 33, 4, 3]);
  const limit = secondsOf(options.referenceTime);
  const sales = new Map<string, number>();
  for (let i = 0; i < options.orders; i += 1) {
    const day = dayNums[pickDay(random)];
    let seconds = pickHour(random) * 3600 + random.int(0, 3599);
    if (day === lastDay && seconds > limit) seconds = Math.floor((seconds / 86_400) * limit);
    const time = `${dayText(day)} ${timeText(seconds)}`;
    const item = products[pickProduct(random)];
    const buyer = members[random.int(0, Math.max(0, registeredBy(day) - 1))];
    const count = item.tradeType === 2 ? random.int(1, 4) : random.chance(0.7) ? 1 : random.int(2, 4);
    const orderMoney = money(item.price * count);
    const discount = buyer.union && random.chance(0.3) ? money(Math.min(50, orderMoney * 0.1)) : 0;
    const welfare = random.chance(0.12) ? Math.min(money(orderMoney - discount), random.pick([5, 10, 20, 30])) : 0;
    const payMoney = money(orderMoney - discount - welfare);
    const status = pickStatus(random);
    const paid = status >= 1 && status <= 3;
    const qr = item.tradeType === 3 || item.type === 2 ? random.chance(0.55) : random.chance(0.12);
    const sourceRoll = random.next();
    const source = qr ? 1 : sourceRoll < 0.6 ? 1 : sourceRoll < 0.85 ? 2 : 3;
    const channel =
      source === 2 ? distributors[pickDistributor(random)] : source === 3 ? platforms[pickPlatform(random)] : null;
    order([
      ids.next(),
      tenantId,
      `DD${dayText(day).replaceAll('-', '')}${String(i + 1).padStart(8, '0')}`,
      item.id,
      item.name,
      item.type,
      item.merchantId,
      item.merchantName,
      item.categoryId,
      item.subCategoryId,
      item.categoryName,
      item.subCategoryName,
      count,
      orderMoney,
      discount,
      welfare,
      payMoney,
      status === 3 ? payMoney : 0,
      status === 2 ? random.int(1, 4) : 0,
      buyer?.id ?? null,
      buyer?.name ?? null,
      buyer?.phone ?? null,
      buyer?.sex ?? null,
      buyer ? ageOn(buyer.birthday, dayText(day)) : null,
      buyer?.regionCode ?? null,
      buyer?.regionName ?? null,
      status,
      paid ? time : null,
      qr ? 2 : 1,
      source,
      item.tradeType,
      status === 2 ? time : null,
      channel?.id ?? null,
      channel?.name ?? null,
      qr ? 7 : ORDER_TYPE_BY_PRODUCT_TYPE[item.type],
      item.town.cityCode,
      item.town.districtCode,
      item.town.townCode,
      item.town.cityName,
      item.town.districtName,
      item.town.townName,
      ...audit(time),
    ]);
    if (status === 1 || status === 2) sales.set(item.id, (sales.get(item.id) ?? 0) + count);
    result.orders += 1;
  }
  const setSales = db.prepare('UPDATE merchant_product SET sale_num = ? WHERE id = ?');
  for (const [id, count] of sales) setSales.run(count, id);
};
