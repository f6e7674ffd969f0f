import { dayOf, pad2, type DomainSeed } from './context';

const CANTEENS = [
  {
    name: '大理州级机关第一食堂',
    address: '大理市下关镇洱河南路',
    manager: '何建华',
    phone: '13988501201',
    seats: 320,
  },
  {
    name: '大理市民服务中心职工食堂',
    address: '大理市下关镇龙山行政办公区',
    manager: '李秀英',
    phone: '13988501202',
    seats: 180,
  },
];
const UNITS = [
  '州财政局',
  '州交通运输局',
  '州文化和旅游局',
  '市政务服务管理局',
  '市市场监督管理局',
  '市住房和城乡建设局',
];
const SURNAMES = ['杨', '李', '赵', '段', '张', '王', '杜', '苏', '何', '尹'];
const GIVEN = ['建国', '丽华', '晓燕', '志强', '海燕', '文斌', '春梅', '永红', '国庆', '玉兰', '俊杰', '秀珍'];
/** Meal sections: breakfast, lunch and dinner with their serving hours and price in cents. */
const SECTIONS = [
  { section: 1, from: 7, price: 500, diners: [18, 32] },
  { section: 2, from: 11, price: 1200, diners: [40, 70] },
  { section: 3, from: 17, price: 1000, diners: [12, 25] },
] as const;

/**
 * Two staff canteens with their diners (with work units) and a month of meals on working days; every meal row
 * moves the statistics through the triggers of migration 202611261718, so the statistics equal the log.
 */
export const seedCanteens = (seed: DomainSeed): void => {
  const { insert, random } = seed;
  for (const [c, canteen] of CANTEENS.entries()) {
    const canteenId = insert('canteen_info', { ...canteen, status: 1 });
    const users = Array.from({ length: 40 }, (_, i) => {
      const sex = 1 + (i % 2);
      const name = SURNAMES[(i + c) % SURNAMES.length] + GIVEN[(i * 7 + c) % GIVEN.length];
      const unit = UNITS[(i + c * 3) % UNITS.length];
      const id = insert('canteen_user', {
        canteen_id: canteenId,
        name,
        sex,
        phone: `1390872${String(1000 + c * 100 + i)}`,
        work_unit: unit,
        card_no: `CT${c + 1}${String(i + 1).padStart(5, '0')}`,
        status: 1,
      });
      return { id, name, sex, unit };
    });
    let serial = 0;
    for (let offset = -30; offset <= 0; offset++) {
      const day = dayOf(seed, offset);
      const weekday = new Date(`${day}T12:00:00`).getDay();
      if (weekday === 0 || weekday === 6) continue;
      for (const { section, from, price, diners } of SECTIONS) {
        const count = random.int(diners[0], diners[1]) >> (c === 1 ? 1 : 0);
        for (let k = 0; k < count; k++) {
          const user = users[random.int(0, users.length - 1)];
          const time = `${day} ${pad2(from + Math.floor(k / 30))}:${pad2(random.int(0, 59))}:${pad2(random.int(0, 59))}`;
          insert(
            'canteen_log',
            {
              biz_no: `CY${day.replaceAll('-', '')}${c + 1}${String(++serial).padStart(6, '0')}`,
              canteen_id: canteenId,
              canteen_name: canteen.name,
              section,
              money: price + (random.chance(0.2) ? 300 : 0),
              pay_type: random.chance(0.8) ? 1 : 2,
              pay_time: time,
              user_id: user.id,
              user: user.name,
              sex: user.sex,
              work_unit: user.unit,
            },
            time,
          );
        }
      }
    }
  }
};
