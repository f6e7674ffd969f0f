import type { Database } from 'better-sqlite3';
import { citizenIdCheckChar } from '../../shared/validation/citizen-id';
import { formatDateTime } from './clock';

const TENANT = '000000';
const ADMIN = '1123598821738675201';
const DAY = 86_400_000;

const idCard = (first17: string) => first17 + citizenIdCheckChar(first17);

/**
 * One municipal housing estate of the platform tenant (issue 14), as the housing system's last sync left it a day
 * before the seed's clock: 洱海公租房小区 with four flats, their tenants and this month's and last month's rent bills,
 * each keyed by the source's id (`HS-…`, the ids a real sync would upsert), and a successful sync log per list so
 * the screens show when the copy was made. Small on purpose: tests create fresh databases often.
 */
export const seedHousingEstate = (db: Database, now = Date.now()): void => {
  const synced = formatDateTime(now - DAY);
  const month = synced.slice(0, 7);
  const before = formatDateTime(new Date(`${month}-01T12:00:00`).getTime() - DAY).slice(0, 7);
  const audit = {
    tenant_id: TENANT,
    status: 1,
    is_deleted: 0,
    create_time: synced,
    create_user: ADMIN,
    update_time: synced,
    update_user: ADMIN,
  };
  /** A row of a housing list carries the time of the sync that wrote it; the sync log does not. */
  const insert = (table: string, row: Record<string, string | number | null>, stamped = true) => {
    const values = { ...audit, ...(stamped ? { sync_time: synced } : {}), ...row };
    const names = Object.keys(values);
    db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`).run(
      values,
    );
  };
  const estate = '洱海公租房小区';
  insert('municipal_housing_village', {
    id: '1990000000000000001',
    name: estate,
    address: '大理市下关镇洱河南路88号',
    district_name: '大理市',
    house_count: 4,
    source_id: 'HS-V-0001',
  });
  const flats = [
    ['1', '1', '101', 52.4, 480, '赵丽华', idCard('53290119800312062'), '13887206001', '2024-03-01'],
    ['1', '1', '102', 61.8, 560, '李国强', idCard('53290119751120031'), '13887206002', '2023-09-15'],
    ['2', '1', '201', 48.6, 450, '杨秀英', idCard('53290119880605064'), '13887206003', '2025-01-10'],
    ['2', '2', '202', 72.0, 650, null, null, null, null],
  ] as const;
  let n = 0;
  for (const [building, unit, room, area, rent, tenant, card, phone, since] of flats) {
    n += 1;
    const house = `${estate}${building}栋${unit}单元${room}`;
    insert('municipal_housing_house', {
      id: `199000000000001${String(n).padStart(4, '0')}`,
      village_name: estate,
      building,
      unit,
      room_no: room,
      area,
      rent,
      source_id: `HS-H-${room}`,
    });
    if (!tenant) continue;
    insert('municipal_housing_user', {
      id: `199000000000002${String(n).padStart(4, '0')}`,
      name: tenant,
      id_card: card,
      phone,
      house_name: house,
      check_in_date: since,
      source_id: `HS-U-${room}`,
    });
    for (const [k, period] of [before, month].entries()) {
      const paid = period === before || n === 1;
      insert('municipal_housing_bill', {
        id: `19900000000003${String(n).padStart(2, '0')}${String(k).padStart(3, '0')}`,
        bill_no: `ZJ${period.replace('-', '')}${room}`,
        house_name: house,
        user_name: tenant,
        period,
        amount: rent,
        paid: paid ? 1 : 0,
        pay_time: paid ? `${period}-05 10:30:00` : null,
        source_id: `HS-B-${period}-${room}`,
      });
    }
  }
  const added = { village: 1, house: 4, user: 3, bill: 6 } as const;
  let log = 0;
  for (const [kind, count] of Object.entries(added)) {
    log += 1;
    const row: Record<string, string | number | null> = {
      id: `199000000000004${String(log).padStart(4, '0')}`,
      kind,
      success: 1,
      added: count,
      changed: 0,
      unchanged: 0,
      failed: 0,
      message: '',
    };
    insert('municipal_housing_sync_log', row, false);
  }
};
