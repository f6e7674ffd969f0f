import type { Database } from 'better-sqlite3';
import { boardSeedPlan } from '../seed-board/index';
import { ADMIN_TENANT } from '../seed-org';
import { seedCanteens } from './canteens';
import { seedCars } from './cars';
import { createDomainSeed, dayOf, type DomainSeed } from './context';
import { seedFlow, seedSourceRegions } from './flow';

/** A valid citizen ID (GB 11643 check digit) from its first 17 digits. */
const withCheckDigit = (body: string): string => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  return body + '10X98765432'[sum % 11];
};

const RENTERS = ['杨丽', '段志强', '李娜', '赵敏', '张伟', '王芳', '杜文', '苏晓'];

/** Rent users, member notices, verification requests of the board's members and an import log with failures. */
const seedPeople = (seed: DomainSeed): void => {
  const { insert, db, tenantId } = seed;
  RENTERS.forEach((name, i) =>
    insert('member_rent_user', {
      real_name: name,
      phone: `1398720${String(1000 + i * 37).slice(0, 4)}`,
      id_card: withCheckDigit(`5329011990${String(1 + (i % 12)).padStart(2, '0')}1${i}00${i}`.slice(0, 17)),
      license_no: `5329${String(10000000 + i * 4217)}`,
      license_type: i % 4 === 0 ? 'A1' : 'C1',
      license_expire: dayOf(seed, 365 * (2 + (i % 4))),
      status: 1,
    }),
  );
  const members = db
    .prepare<[string], { id: string; nick_name: string }>(
      'SELECT id, nick_name FROM app_member WHERE tenant_id = ? AND is_deleted = 0 ORDER BY id LIMIT 6',
    )
    .all(tenantId);
  members.forEach((member, i) =>
    insert('member_auth', {
      member_id: member.id,
      real_name: RENTERS[i % RENTERS.length],
      id_card: withCheckDigit(`53290119920${i}0${i + 1}10${i}`.slice(0, 17)),
      id_card_front: '',
      id_card_back: '',
      audit_status: i < 4 ? 0 : 1,
      audit_time: i < 4 ? null : `${dayOf(seed, -5)} 15:00:00`,
      audit_user: i < 4 ? null : '管理员',
    }),
  );
  const batch = `IMP${dayOf(seed, -7).replaceAll('-', '')}01`;
  insert('member_import_log', {
    log_id: batch,
    id_card: withCheckDigit('53290119850505123'),
    real_name: '尹春梅',
    sex: 2,
    birthday: '1985-05-05',
    phone: '13908721001',
    remark: '',
    reson: '',
    is_sucess: 1,
  });
  insert('member_import_log', {
    log_id: batch,
    id_card: '53290119850505',
    real_name: '杨国庆',
    sex: 1,
    birthday: '1985-05-05',
    phone: '13908721002',
    remark: '',
    reson: '证件号码长度不为18位',
    is_sucess: 0,
  });
  insert('member_import_log', {
    log_id: batch,
    id_card: withCheckDigit('53290119900101223'),
    real_name: '段玉兰',
    sex: 2,
    birthday: '1990-01-01',
    phone: '1390872',
    remark: '',
    reson: '手机号码长度不为11位',
    is_sucess: 0,
  });
};

/**
 * The members domain's demo data (issue 15) for the platform tenant: cars, rentals and their tracks, canteens and a
 * month of meals, a month of device flow data, rent users, notices and verification requests. Seeded with the
 * board's demo data only (`BLADE_BOARD_SEED` demo or a number of orders), so tests' fresh databases stay fast;
 * the visitor source regions, a small shared table, always.
 */
export const seedMembersDomain = (db: Database, now = Date.now()): void => {
  const seed = createDomainSeed(db, ADMIN_TENANT, now);
  seedSourceRegions(seed);
  const plan = boardSeedPlan();
  if (plan.kind !== 'generated' || plan.orders === 0) return;
  seedPeople(seed);
  seedCars(seed);
  seedCanteens(seed);
  seedFlow(seed);
};
