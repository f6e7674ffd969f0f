import type { Database } from 'better-sqlite3';
import { citizenIdCheckChar } from '../../shared/validation/citizen-id';
import { formatDateTime } from './clock';

const TENANT = '000000';
const ADMIN = '1123598821738675201';
const HOUR = 3_600_000;

/** A valid citizen ID of Dali (prefix 5329xx) for a member number. */
const idCardOf = (district: string, n: number): string => {
  const first17 = `${district}1985${String(1 + (n % 12)).padStart(2, '0')}${String(10 + (n % 18))}${String(n).padStart(3, '0')}`;
  return first17 + citizenIdCheckChar(first17);
};

/**
 * The residents' services of the platform tenant (issue 14): activity categories and Dali activities in every
 * state (times relative to the seed's clock, so one has ended, one runs, one takes sign-ups, one is still to
 * come), their sign-ups, a union per county with members and a welfare sent to the first, and this year's school
 * registration. Small on purpose: tests create fresh databases often. The housing estate, which comes from the
 * housing system's sync, is seeded apart as that sync left it (seed-housing.ts).
 */
export const seedResidents = (db: Database, now = Date.now()): void => {
  const at = (hours: number) => formatDateTime(now + hours * HOUR);
  const stamp = formatDateTime(now);
  const audit = {
    tenant_id: TENANT,
    status: 1,
    is_deleted: 0,
    create_time: stamp,
    create_user: ADMIN,
    update_time: stamp,
    update_user: ADMIN,
  };
  const insert = (table: string, row: Record<string, string | number | null>) => {
    const values = { ...audit, ...row };
    const names = Object.keys(values);
    db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`).run(
      values,
    );
  };

  insert('project_category', { id: '1960000000000000001', name: '文化', is_show: 1, sort: 1 });
  insert('project_category', { id: '1960000000000000002', name: '体育', is_show: 1, sort: 2 });
  const activities: [string, string, string, number, number, number, number][] = [
    // id, title, category, activity start (h), end (h), sign-up start (h), sign-up end (h)
    ['1960000000000000011', '三月街民族节志愿者招募', '1960000000000000001', -240, -216, -480, -250],
    ['1960000000000000012', '洱海生态廊道骑行', '1960000000000000002', -2, 6, -120, -3],
    ['1960000000000000013', '喜洲扎染体验课', '1960000000000000001', 72, 76, -24, 48],
    ['1960000000000000014', '苍山徒步大会', '1960000000000000002', 720, 730, 240, 700],
  ];
  for (const [id, title, category, from, to, signFrom, signTo] of activities)
    insert('project_baseinfo', {
      id,
      title,
      category_id: category,
      banner: 'https://static.dali-travel.cn/activity/cover.png',
      address: '云南省大理白族自治州大理市',
      activity_start_time: at(from),
      activity_end_time: at(to),
      sign_up_start_time: at(signFrom),
      sign_up_end_time: at(signTo),
      is_top: 0,
      is_trade_union_activity: id.endsWith('4') ? 1 : 0,
      sort: 1,
      number_limit: 50,
      base_number: 0,
      sign_in_time_limit: 2,
      apply_cancel_time_limit: 24,
      id_card_required: 0,
      is_free: id.endsWith('3') ? 1 : 0,
      activity_model: id.endsWith('3') ? 0 : null,
      price: id.endsWith('3') ? 68 : null,
      audit_status: 1,
    });
  const names = ['杨丽', '段云', '赵敏', '李海', '张晓'];
  names.forEach((name, i) => {
    const activity = i < 2 ? '1960000000000000012' : '1960000000000000013';
    insert('project_signup', {
      id: `19600000000000001${String(i).padStart(2, '0')}`,
      activity_id: activity,
      user_name: name,
      phone: `1388720${String(1000 + i)}`,
      amount: activity.endsWith('3') ? 68 : 0,
      sign_status: i === 0 ? 1 : 0,
      sign_in_time: i === 0 ? at(-1) : null,
    });
    if (activity.endsWith('3'))
      insert('project_order', {
        id: `19600000000000002${String(i).padStart(2, '0')}`,
        order_no: `HD${formatDateTime(now).slice(0, 10).replaceAll('-', '')}${String(i).padStart(4, '0')}`,
        activity_id: activity,
        signup_id: `19600000000000001${String(i).padStart(2, '0')}`,
        user_name: name,
        order_money: 68,
        pay_status: 1,
        pay_time: at(-20),
      });
  });

  const unions: [string, string, string, string][] = [
    ['1970000000000000001', '大理市总工会', '532901', '532901003'],
    ['1970000000000000002', '漾濞县总工会', '532922', '532922101'],
    ['1970000000000000003', '祥云县总工会', '532923', '532923101'],
  ];
  const welfare = '1970000000000000100';
  insert('trade_union_welfare', {
    id: welfare,
    type: 1,
    name: '春节慰问券',
    par_value: 200,
    valid_date_from: `${stamp.slice(0, 4)}-01-01`,
    valid_date_to: `${stamp.slice(0, 4)}-12-31`,
    year: Number(stamp.slice(0, 4)),
    trade_union_id: unions[0][0],
    last_send_date: stamp,
  });
  unions.forEach(([id, name, district, town], u) => {
    insert('trade_union', {
      id,
      name,
      biz_user: '杨晓',
      biz_user_tel: `1388720${2000 + u}`,
      head: '段红',
      head_tel: `1388720${3000 + u}`,
      addr: `${name}办公楼`,
      district,
      district_show: '',
      town,
    });
    for (let n = 1; n <= 3; n += 1) {
      const member = `19700000000000${String(u + 1).padStart(2, '0')}${String(n).padStart(2, '0')}`;
      insert('trade_union_member', {
        id: member,
        trade_union_id: id,
        real_name: `${['杨', '段', '李'][n - 1]}${['红', '云', '海'][u]}`,
        id_card: idCardOf(district, u * 10 + n),
        sex: n % 2 === 0 ? 2 : 1,
        phone: `1398720${4000 + u * 10 + n}`,
        work_unit: name,
      });
      if (u === 0)
        insert('trade_union_welfare_user', {
          id: `${member}9`,
          welfare_id: welfare,
          user_id: member,
          trade_union_id: id,
          amount: 200,
          not_use: n === 1 ? 120 : 200,
          used: n === 1 ? 80 : 0,
          used_time: n === 1 ? at(-48) : null,
        });
    }
  });
  insert('trade_union_send_record', {
    id: '1970000000000000200',
    welfare_id: welfare,
    trade_union_id: unions[0][0],
    send_type: 1,
    total_count: 3,
    scount: 3,
    fcount: 0,
  });

  const year = stamp.slice(0, 4);
  insert('school_registration_area', {
    id: '1980000000000000001',
    name: '大理市下关第一小学',
    dict_key: 'XG01',
    sort: 1,
  });
  insert('school_registration_region', {
    id: '1980000000000000002',
    code: 'XG01',
    name: '下关片区',
    school_id: '1980000000000000001',
  });
  insert('school_registration_guide', {
    id: '1980000000000000003',
    date_str: year,
    school_type: 1,
    type: 1,
    title: `${year}年大理市小学新生入学指南`,
    content: '<p>请适龄儿童家长在报名时间内通过“大理文旅”APP完成报名。</p>',
    school_id: '1980000000000000001',
  });
  insert('school_registration_info', {
    id: '1980000000000000004',
    child_name: '杨小雨',
    id_card: idCardOf('532901', 901),
    sex: 2,
    birth: `${Number(year) - 6}-03-12`,
    phone: '13887205001',
    father_name: '杨海',
    mother_name: '段丽',
    registration_area: '1980000000000000002',
    school_id: '1980000000000000001',
    household_type: 1,
  });
};
