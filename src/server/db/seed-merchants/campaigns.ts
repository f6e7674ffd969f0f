import { formatDateTime } from '../clock';
import type { MerchantSeedContext } from './index';
import type { SeedRow } from './rows';

interface MerchantRef {
  id: string;
  name: string;
}

interface OrderRow {
  order_no: string;
  product_id: string | null;
  product_name: string;
  shop_id: string;
  shop_name: string | null;
  user_id: string | null;
  user_name: string | null;
  pay_date: string | null;
}

const PRAISE = [
  '环境很好，服务热情',
  '性价比高，下次还来',
  '位置好找，停车方便',
  '味道正宗，分量足',
  '老板很热情',
  '风景很美，值得一去',
];
const COMPLAINTS = ['排队时间有点长', '价格略贵', '周末人太多'];
const DAY_MS = 86_400_000;

const dayOf = (time: number) => formatDateTime(time).slice(0, 10);

/** Reviews, order evaluations and travel-circle posts from the board's written-off orders. */
const seedReviews = (context: MerchantSeedContext): void => {
  const { db, tenantId, random, ids, write } = context;
  const orders = db
    .prepare<[string], OrderRow>(
      `SELECT order_no, product_id, product_name, shop_id, shop_name, user_id, user_name, pay_date FROM order_product
       WHERE tenant_id = ? AND is_deleted = 0 AND pay_status = 2 ORDER BY pay_date DESC, id LIMIT 600`,
    )
    .all(tenantId);
  const comments: SeedRow[] = [];
  const evaluations: SeedRow[] = [];
  const posts: SeedRow[] = [];
  for (const [index, order] of orders.entries()) {
    const rating = random.chance(0.8) ? random.int(4, 5) : random.int(2, 3);
    const text = rating >= 4 ? random.pick(PRAISE) : random.pick(COMPLAINTS);
    if (index < 400)
      comments.push({
        id: ids.next(),
        name: order.user_name,
        order_id: order.order_no,
        merchant_id: order.shop_id,
        merchant_name: order.shop_name,
        product_id: order.product_id,
        product_name: order.product_name,
        img: null,
        rating,
        comment: text,
        is_anonymity: random.chance(0.2) ? 1 : 0,
        is_shield: 0,
      });
    else
      evaluations.push({
        id: ids.next(),
        obj_id: order.product_id,
        obj_name: order.product_name,
        order_id: order.order_no,
        user_name: order.user_name,
        score: rating,
        content: text,
        images: null,
        reply: random.chance(0.3) ? '感谢您的评价，期待再次光临！' : null,
        reply_time: null,
        is_show: 1,
      });
    if (index % 15 === 0)
      posts.push({
        id: ids.next(),
        user_name: order.user_name,
        content: `打卡${order.shop_name ?? ''}：${random.pick(PRAISE)}`,
        images: null,
        product_id: order.product_id,
        location: '大理',
        like_num: random.int(0, 300),
        is_shield: 0,
        audit_status: index % 45 === 0 ? 0 : 1,
        audit_msg: null,
        audit_time: null,
        audit_user: null,
      });
  }
  write('merchant_comment', comments);
  write('order_evaluate', evaluations);
  write('travel_circle', posts);
};

/** Coupons linked to on-sale goods and their merchants, a campaign with rounds, claims and coupon codes. */
const seedCoupons = (context: MerchantSeedContext, merchants: MerchantRef[]): void => {
  const { db, tenantId, random, ids, write, time } = context;
  const today = Date.parse(`${time.slice(0, 10)}T00:00:00Z`);
  const members = db
    .prepare<[string], { id: string; nick_name: string | null }>(
      'SELECT id, nick_name FROM app_member WHERE tenant_id = ? AND is_deleted = 0 ORDER BY id LIMIT 300',
    )
    .all(tenantId);
  const goods = db
    .prepare<[string], { id: string; merchant_id: string }>(
      `SELECT id, merchant_id FROM merchant_product WHERE tenant_id = ? AND is_deleted = 0 AND audit_status = 1
       AND status = 1 ORDER BY sale_num DESC, id LIMIT 40`,
    )
    .all(tenantId);
  const act = ids.next();
  write('shop_welfare_act', [
    {
      id: act,
      name: '大理文旅消费券（第一期）',
      img: null,
      start_time: `${dayOf(today - 30 * DAY_MS)} 00:00:00`,
      end_time: `${dayOf(today + 60 * DAY_MS)} 23:59:59`,
      content: '面向全州游客与居民发放的文旅消费券。',
    },
  ]);
  const settings = ['第一场', '第二场', '第三场'].map((round, index) => ({
    id: ids.next(),
    act_id: act,
    lunci: round,
    fenlei: index === 2 ? '住宿' : '餐饮',
    limit_num: 1000 * (index + 1),
    from_time: `${dayOf(today - (20 - index * 10) * DAY_MS)} 10:00:00`,
    to_time: `${dayOf(today - (20 - index * 10) * DAY_MS)} 22:00:00`,
  }));
  write('shop_welfare_setting', settings);
  const coupons = [
    ['满100减20', 20, 100, 1],
    ['满200减50', 50, 200, 1],
    ['无门槛10元', 10, 0, 2],
    ['住宿满500减100', 100, 500, 4],
  ].map(([name, amount, minUse, type], index) => ({
    id: ids.next(),
    ues_product_type: 1,
    shop_id: null,
    shop_name: null,
    setting: settings[index % settings.length].id,
    name: String(name),
    title1: '大理州内参与活动的商户',
    title2: '每人限领一张，不与其他优惠同享。',
    remark: '文旅',
    open_type: 1,
    img: null,
    amount: Number(amount),
    min_use: Number(minUse),
    type: Number(type),
    receive_type: 2,
    receive_from: null,
    receive_to: null,
    use_type: 1,
    use_type_days: 30,
    use_type_from: null,
    use_type_to: null,
    publish_cnt_type: 1,
    publish_cnt: 2000,
    receive_cnt: 0,
  }));
  const claims: SeedRow[] = [];
  for (const member of members) {
    if (!random.chance(0.6)) continue;
    const coupon = random.pick(coupons);
    const received = today - random.int(1, 40) * DAY_MS;
    const valid = received + 30 * DAY_MS;
    const used = random.chance(0.5) ? 1 : 0;
    coupon.receive_cnt += 1;
    claims.push({
      id: ids.next(),
      shop_welfare_id: coupon.id,
      user_id: member.id,
      user_name: member.nick_name,
      receive_time: formatDateTime(received + 36_000_000),
      use_status: used,
      use_time: used ? formatDateTime(received + DAY_MS) : null,
      order_id: null,
      valid_date: dayOf(valid),
      unexpired: used || valid >= today ? 1 : 0,
    });
  }
  write('shop_welfare', coupons);
  write('shop_welfare_user', claims);
  const stamp = time;
  const linkGoods = db.prepare(
    `INSERT INTO shop_welfare_goods (id, tenant_id, welfare_id, product_id, create_user, create_time)
     VALUES (?, ?, ?, ?, NULL, ?)`,
  );
  const linkMerchant = db.prepare(
    `INSERT OR IGNORE INTO shop_welfare_merchant (id, tenant_id, welfare_id, merchant_id, create_user, create_time)
     VALUES (?, ?, ?, ?, NULL, ?)`,
  );
  for (const [index, coupon] of coupons.entries()) {
    for (const product of goods.filter((_, position) => position % coupons.length === index)) {
      linkGoods.run(ids.next(), tenantId, coupon.id, product.id, stamp);
      linkMerchant.run(ids.next(), tenantId, coupon.id, product.merchant_id, stamp);
    }
  }
  write(
    'coupon_codes_record',
    Array.from({ length: 30 }, (_, index) => ({
      id: ids.next(),
      shop_welfare_id: coupons[2].id,
      code: `DL${String(20261126 + index * 7919).padStart(10, '0')}`,
      user_id: null,
      receive_time: null,
      use_status: index < 8 ? 1 : 0,
      use_time: index < 8 ? formatDateTime(today - index * DAY_MS) : null,
      order_id: null,
    })),
  );
  void merchants;
};

/** A lucky draw with four prizes (probabilities adding to 10000) and its plays. */
const seedLuckyDraw = (context: MerchantSeedContext): void => {
  const { db, tenantId, random, ids, write, time } = context;
  const today = Date.parse(`${time.slice(0, 10)}T00:00:00Z`);
  const activity = ids.next();
  write('act_vip', [
    {
      id: activity,
      name: '苍山洱海幸运大抽奖',
      code: 'DLCJ2026',
      img: null,
      start_time: `${dayOf(today - 15 * DAY_MS)} 00:00:00`,
      end_time: `${dayOf(today + 45 * DAY_MS)} 23:59:59`,
      day_cnt: 3,
      total_cnt: 30,
      per_cnt: 1,
      open_status: 1,
    },
  ]);
  const prizes = [
    ['洱海游船票', 20, 50],
    ['扎染手作体验券', 100, 450],
    ['鲜花饼礼盒', 300, 1500],
    ['谢谢参与', 100000, 8000],
  ].map(([name, total, chance]) => ({
    id: ids.next(),
    act_id: activity,
    name: String(name),
    img: null,
    total_cnt: Number(total),
    now_cnt: Number(total),
    cnt10000: Number(chance),
    des: null,
  }));
  const members = db
    .prepare<[string], { id: string; nick_name: string | null; phone: string | null }>(
      'SELECT id, nick_name, phone FROM app_member WHERE tenant_id = ? AND is_deleted = 0 ORDER BY id LIMIT 200',
    )
    .all(tenantId);
  const plays: SeedRow[] = [];
  for (const member of members) {
    const roll = random.int(0, 9999);
    let cumulative = 0;
    const prize = prizes.find((candidate) => (cumulative += candidate.cnt10000) > roll) ?? prizes[3];
    const win = prize !== prizes[3] && prize.now_cnt > 0 ? 1 : 0;
    if (win) prize.now_cnt -= 1;
    plays.push({
      id: ids.next(),
      user_id: member.id,
      act_num: 'DLCJ2026',
      win,
      prize_id: win ? prize.id : null,
      name: win ? member.nick_name : null,
      phone: win ? member.phone : null,
      addr: win ? '云南省大理白族自治州大理市' : null,
      send: win && random.chance(0.5) ? 1 : 0,
      kuaidi_no: null,
    });
  }
  for (const play of plays) if (play.send === 1) play.kuaidi_no = `SF${String(random.int(0, 1e9)).padStart(10, '0')}`;
  write('act_prize', prizes);
  write('act_log', plays);
};

/** Suppliers, channels, applications, distributors, travel configs, housekeeping and rating items. */
const seedDirectories = (context: MerchantSeedContext, merchants: MerchantRef[]): void => {
  const { db, tenantId, random, ids, write, time } = context;
  write(
    'merchant_supplier',
    ['洱源乳扇合作社', '鹤庆银器工坊', '周城扎染坊', '剑川木雕厂', '宾川水果批发', '弥渡卷蹄食品'].map(
      (name, index) => ({
        id: ids.next(),
        name,
        type: index < 4 ? '手工艺品' : '食品',
        principal: random.pick(['杨', '段', '李']) + '经理',
        contact_info: `0872-${2100000 + index * 1111}`,
        settlement_cycle: index % 2 === 0 ? 30 : 15,
        last_settlement_time: `${time.slice(0, 8)}01 10:00:00`,
        next_settlement_date: null,
        district_code: '532901',
        area: null,
        is_remind: index % 2,
      }),
    ),
  );
  write(
    'fusion_channel',
    [
      ['大理文旅小程序', 'MP'],
      ['一部手机游云南', 'YKYN'],
      ['携程', 'CTRIP'],
      ['美团', 'MEITUAN'],
    ].map(([name, code], index) => ({ id: ids.next(), name, code, region: '532901', sort: index + 1, is_enable: 1 })),
  );
  const distributors = db
    .prepare<[string], { name: string; principal: string | null; phone: string | null; district_code: string | null }>(
      'SELECT name, principal, phone, district_code FROM merchant_distributor WHERE tenant_id = ? AND is_deleted = 0 AND type = 1 ORDER BY id LIMIT 20',
    )
    .all(tenantId);
  write(
    'shop_distribution_info',
    distributors.map((row, index) => ({
      id: ids.next(),
      ...row,
      commission_rate: 5 + (index % 4),
      audit_status: index % 5 === 4 ? 0 : 1,
      audit_msg: null,
      audit_time: index % 5 === 4 ? null : time,
      audit_user: index % 5 === 4 ? null : '管理员',
    })),
  );
  // Applications name their business type and town, as a pass needs them to open the merchant (shop-apply.ts);
  // the type is the board's own category when it is there.
  const businessType = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM merchant_category WHERE tenant_id = ? AND name = ? AND level = 2 AND is_deleted = 0 LIMIT 1',
  );
  const applications = [
    { name: '喜洲粑粑老店', type: '特色餐饮', town: '532901104', place: '大理市喜洲镇' },
    { name: '沙溪古镇客栈', type: '民宿酒店', town: '532931104', place: '剑川县沙溪镇' },
    { name: '双廊海景民宿', type: '民宿酒店', town: '532901109', place: '大理市双廊镇' },
    { name: '巍山小吃铺', type: '特色餐饮', town: '532927101', place: '巍山县南诏镇' },
  ];
  write(
    'shop_apply',
    applications.map(({ name, type, town, place }, index) => ({
      id: ids.next(),
      name,
      sub_category_id: businessType.get(tenantId, type)?.id ?? null,
      principal: random.pick(['杨', '段', '李', '赵']) + random.pick(['先生', '女士']),
      phone: `139${String(87200000 + index).padStart(8, '0')}`,
      town_code: town,
      address: `云南省大理白族自治州${place}`,
      license_img: null,
      // One rejected with its reason, three waiting: a passed application has its merchant, which the seed does not make.
      audit_status: index === 0 ? 2 : 0,
      audit_msg: index === 0 ? '营业执照照片不清晰，请重新上传后再提交' : null,
      audit_time: index === 0 ? time : null,
      audit_user: index === 0 ? '管理员' : null,
    })),
  );
  write(
    'shop_travel_config',
    merchants.slice(0, 8).map((merchant, index) => ({
      id: ids.next(),
      shop_id: merchant.id,
      config_type: (index % 4) + 1,
      title: `${merchant.name}游玩推荐`,
      cover: null,
      content: `<p>${merchant.name}的特色体验。</p>`,
      putaway: index % 3 === 0 ? 0 : 1,
      audit_status: index % 3 === 0 ? 0 : 1,
      audit_msg: null,
      audit_time: null,
      audit_user: null,
    })),
  );
  const categories = ['保洁清洗', '家电维修', '月嫂育儿', '搬家货运'].map((name, index) => ({
    id: ids.next(),
    name,
    image: null,
    sort: index + 1,
    is_enable: 1,
  }));
  write('housekeep_category', categories);
  write(
    'housekeep_info',
    categories.flatMap((category, index) =>
      [1, 2, 3].map((n) => ({
        id: ids.next(),
        name: `${category.name}服务${n}`,
        category_id: category.id,
        score: 4 + ((index + n) % 10) / 10,
        phone: `0872-${2200000 + index * 10 + n}`,
        img: '/seed/housekeep.png',
        describes: `专业${category.name}，持证上岗。`,
        tags: '持证,准时',
        is_auth: 1,
        is_business: 1,
        is_enable: 1,
      })),
    ),
  );
  write(
    'merchant_rating',
    ['服务态度', '环境卫生', '性价比', '交通便利'].map((name, index) => ({
      id: ids.next(),
      name,
      product_type: null,
      score: 5,
      sort: index + 1,
      is_enable: 1,
    })),
  );
};

/** The campaigns, reviews and directories of the merchant seed (index.ts). */
export const seedCampaigns = (context: MerchantSeedContext, merchants: MerchantRef[]): void => {
  seedReviews(context);
  seedCoupons(context, merchants);
  seedLuckyDraw(context);
  seedDirectories(context, merchants);
};
