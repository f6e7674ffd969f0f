import { dayOf, pad2, type DomainSeed } from './context';

const AREAS = [
  { areaName: '大理古城南门', areaCode: 'DL-GC-S', lng: 100.1612, lat: 25.6968 },
  { areaName: '下关大丽路口', areaCode: 'DL-XG-DL', lng: 100.2262, lat: 25.6132 },
  { areaName: '双廊古镇入口', areaCode: 'DL-SL-01', lng: 100.1985, lat: 25.8893 },
  { areaName: '喜洲古镇停车场', areaCode: 'DL-XZ-P1', lng: 100.1302, lat: 25.8512 },
];
const PLATE_PREFIXES = ['云L', '云L', '云L', '云A', '云A', '川A', '贵A', '粤B', '沪A', '浙A'];
const TYPES = ['小型轿车', '小型越野车', '中型客车', '轻型货车'];
const COLOURS = ['白', '黑', '银', '红', '蓝'];
const BRANDS = ['大众', '丰田', '比亚迪', '本田', '吉利', '长安'];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A month of device data from a dozen devices (three per area): captured vehicles (their hourly and daily
 * statistics follow by the triggers of migration 202611261723), people-flow counts and foot-traffic days, and the visitor source
 * regions (Yunnan's prefectures and the provinces most visitors come from).
 */
export const seedFlow = (seed: DomainSeed): void => {
  const { insert, random } = seed;
  const devices = AREAS.flatMap((area, a) =>
    [1, 2, 3].map((n) => ({
      area,
      code: `HK-${String(a + 1).padStart(2, '0')}${n}`,
      location: `${area.areaName}${n}号卡口`,
    })),
  );
  for (const area of AREAS)
    insert('bigdata_vehicle_area', {
      ...{ area_name: area.areaName, area_code: area.areaCode, lng: area.lng, lat: area.lat },
      device_codes: devices
        .filter((device) => device.area === area)
        .map((device) => device.code)
        .join(','),
    });
  for (let offset = -30; offset <= 0; offset++) {
    const day = dayOf(seed, offset);
    for (const device of devices) {
      const captures = random.int(20, 40);
      for (let k = 0; k < captures; k++) {
        const hour = 7 + Math.min(15, Math.floor(random.next() * random.next() * 16) + random.int(0, 4));
        const prefix = PLATE_PREFIXES[random.int(0, PLATE_PREFIXES.length - 1)];
        const plate = `${prefix}${LETTERS[random.int(0, 23)]}${String(random.int(10000, 99999))}`;
        const time = `${day} ${pad2(hour)}:${pad2(random.int(0, 59))}:${pad2(random.int(0, 59))}`;
        insert(
          'bigdata_vehicle_flow',
          {
            location: device.area.areaName,
            plate_number: plate,
            plate_color: prefix === '云L' && random.chance(0.2) ? '绿' : '蓝',
            vehicle_type: TYPES[random.int(0, TYPES.length - 1)],
            vehicle_color: COLOURS[random.int(0, COLOURS.length - 1)],
            vehicle_brand: BRANDS[random.int(0, BRANDS.length - 1)],
            captured_time: time,
            device_code: device.code,
            device_location: device.location,
            captured_image: '',
          },
          time,
        );
      }
      for (const hour of [9, 12, 15, 18]) {
        const time = `${day} ${pad2(hour)}:00:00`;
        insert(
          'bigdata_people_flow',
          {
            location: device.location,
            device_code: device.code,
            collected_time: time,
            in_count: random.int(30, 260),
            out_count: random.int(20, 240),
            stay_count: random.int(5, 80),
          },
          time,
        );
      }
    }
    for (const area of AREAS) {
      const entering = random.int(800, 3200);
      const exiting = Math.round(entering * (0.85 + random.next() * 0.1));
      const male = Math.round(entering * (0.45 + random.next() * 0.1));
      insert('bigdata_count_group', {
        location: area.areaName,
        date: day,
        total_passing: entering + random.int(500, 2000),
        total_entering: entering,
        total_exiting: exiting,
        total_returning: Math.round(entering * 0.12),
        repeat_visitors: Math.round(entering * 0.08),
        unique_entering: Math.round(entering * 0.9),
        unique_exiting: Math.round(exiting * 0.9),
        emotion_stats: JSON.stringify({ happy: 0.58, calm: 0.33, sad: 0.04, angry: 0.05 }),
        gender_stats: JSON.stringify({ male, female: entering - male }),
        age_profile: JSON.stringify({ '0-17': 0.12, '18-30': 0.36, '31-45': 0.29, '46-60': 0.16, '60+': 0.07 }),
        coefficient: 1,
        collected_time: `${day} 23:59:00`,
        device_code: devices.find((device) => device.area === area)?.code ?? '',
        device_location: area.areaName,
        wearing_hat: 0,
        wearing_helmet: 0,
        wearing_mask: 0,
      });
    }
  }
};

/** The visitor source regions: shared by all tenants, seeded once. */
export const seedSourceRegions = (seed: DomainSeed): void => {
  const rows: [string, string, string, number][] = [
    ['53', '00', '云南省', 1],
    ['5329', '53', '大理白族自治州', 2],
    ['5301', '53', '昆明市', 2],
    ['5325', '53', '红河哈尼族彝族自治州', 2],
    ['5307', '53', '丽江市', 2],
    ['51', '00', '四川省', 1],
    ['44', '00', '广东省', 1],
    ['31', '00', '上海市', 1],
    ['11', '00', '北京市', 1],
    ['33', '00', '浙江省', 1],
  ];
  const statement = seed.db.prepare(
    'INSERT OR IGNORE INTO bigdata_source_region (code, parent_code, name, region_level, sort) VALUES (?, ?, ?, ?, ?)',
  );
  rows.forEach(([code, parent, name, level], index) => statement.run(code, parent, name, level, index + 1));
};
