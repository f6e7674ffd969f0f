import type { Database } from 'better-sqlite3';
import { formatDateTime } from '../clock';
import { createSequentialIds } from '../ids';
import { createRandom } from '../seed-board/random';
import { ADMIN_TENANT } from '../seed-org';
import { writeRows, type SeedRow } from './rows';
import { seedCampaigns } from './campaigns';

interface MerchantRow {
  id: string;
  name: string;
  address: string | null;
  principal: string | null;
  contact_info: string | null;
  town_code: string | null;
  create_time: string;
}

export interface MerchantSeedContext {
  readonly db: Database;
  readonly tenantId: string;
  readonly time: string;
  readonly random: ReturnType<typeof createRandom>;
  readonly ids: ReturnType<typeof createSequentialIds>;
  readonly write: (table: string, rows: SeedRow[]) => void;
}

const SERVICES = ['免费停车', '无线网络', '行李寄存', '支持刷卡', '儿童友好', '宠物友好', '接送服务', '观景露台'];
const POSTS = ['店长', '收银员', '服务员', '导游', '核销员'];
const SURNAMES = ['杨', '段', '李', '赵', '张', '王', '字', '尹'];
const GIVEN = ['丽华', '建国', '春梅', '志强', '海燕', '文斌', '晓东', '玉兰'];
const BANKS = ['中国农业银行', '中国工商银行', '中国建设银行', '富滇银行', '大理农村商业银行'];

/** How many of the board's merchants get stores, staff and the rest: enough to browse, quick to write. */
const MERCHANTS = 300;

const personName = (random: MerchantSeedContext['random']) => random.pick(SURNAMES) + random.pick(GIVEN);
const mobile = (random: MerchantSeedContext['random']) =>
  `1${random.pick(['38', '39', '58', '87', '88'])}${String(random.int(0, 99999999)).padStart(8, '0')}`;

/** Stores (with a map position near Dali), shops, services, staff, settlement accounts and billing ranges. */
const seedMerchantParts = (context: MerchantSeedContext, merchants: MerchantRow[]): void => {
  const { random, ids, write } = context;
  const stores: SeedRow[] = [];
  const shops: SeedRow[] = [];
  const services: SeedRow[] = [];
  const staff: SeedRow[] = [];
  const accounts: SeedRow[] = [];
  const ranges: SeedRow[] = [];
  for (const merchant of merchants) {
    const storeCount = random.chance(0.3) ? 2 : 1;
    for (let index = 0; index < storeCount; index += 1) {
      const open = random.pick(['08:00', '08:30', '09:00', '10:00']);
      stores.push({
        id: ids.next(),
        merchant_id: merchant.id,
        name: index === 0 ? `${merchant.name}（总店）` : `${merchant.name}（分店）`,
        business_strat_time: open,
        business_end_time: random.pick(['18:00', '20:00', '21:30', '22:00']),
        longitude: Math.round((100.05 + random.next() * 0.3) * 1e6) / 1e6,
        latitude: Math.round((25.55 + random.next() * 0.25) * 1e6) / 1e6,
        address: merchant.address,
        principal: merchant.principal,
        contact_info: merchant.contact_info,
        image: null,
        info: `${merchant.name}欢迎您的光临。`,
      });
    }
    shops.push({
      id: ids.next(),
      merchant_id: merchant.id,
      shop_name: merchant.name,
      work_time: '09:00-21:00',
      customer_service_phone: merchant.contact_info,
      shop_towns: merchant.town_code,
      shop_address: merchant.address,
      shop_xx_address: merchant.address,
      send_car_range: null,
      shop_functionary: merchant.principal,
      shop_phone: mobile(random),
      logo: null,
    });
    for (const [sort, name] of [random.pick(SERVICES), random.pick(SERVICES)].entries())
      if (!services.some((row) => row.merchant_id === merchant.id && row.name === name))
        services.push({ id: ids.next(), merchant_id: merchant.id, name, image: null, info: null, sort: sort + 1 });
    for (let index = 0; index < 2; index += 1)
      staff.push({
        id: ids.next(),
        shop_id: merchant.id,
        store_id: null,
        name: personName(random),
        phone: mobile(random),
        post: POSTS[index === 0 ? 0 : random.int(1, POSTS.length - 1)],
        is_enable: 1,
      });
    accounts.push({
      id: ids.next(),
      shop_id: merchant.id,
      account_type: 1,
      account_name: merchant.name,
      bank_name: random.pick(BANKS),
      bank_branch: '大理分行',
      account_no: `62${String(random.int(0, 99999999)).padStart(8, '0')}${String(random.int(0, 999999)).padStart(6, '0')}`,
      is_default: 1,
    });
    ranges.push(
      { id: ids.next(), shop_id: merchant.id, range_min: 0, range_max: 1000, billing_ratio: 5 },
      { id: ids.next(), shop_id: merchant.id, range_min: 1000, range_max: 100000, billing_ratio: 3 },
    );
  }
  write('merchant_store', stores);
  write('shop_info', shops);
  write('merchant_service', services);
  write('shop_staff', staff);
  write('shop_settle_account', accounts);
  write('shop_billing_rule', ranges);
};

/**
 * The merchant side of the demo data (issue 12): for the board's merchants, their stores, staff, accounts,
 * suppliers, reviews and travel-circle posts, and the coupons, campaign, claims and lucky draw
 * (campaigns.ts). Runs only when the board seeded merchants (none in tests unless BLADE_BOARD_SEED asks), and
 * is deterministic: the same board gives the same rows.
 */
export const seedMerchantExtras = (db: Database, now = Date.now(), tenantId = ADMIN_TENANT): void => {
  const merchants = db
    .prepare<[string, number], MerchantRow>(
      `SELECT id, name, address, principal, contact_info, town_code, create_time FROM merchant_info
       WHERE tenant_id = ? AND is_deleted = 0 ORDER BY id LIMIT ?`,
    )
    .all(tenantId, MERCHANTS);
  if (merchants.length === 0) return;
  const time = formatDateTime(now);
  const context: MerchantSeedContext = {
    db,
    tenantId,
    time,
    random: createRandom(20261126),
    ids: createSequentialIds(`19${tenantId.padStart(6, '0').slice(-6)}00000000000`),
    write: (table, rows) => writeRows(db, table, tenantId, time, rows),
  };
  seedMerchantParts(context, merchants);
  seedCampaigns(context, merchants);
};
