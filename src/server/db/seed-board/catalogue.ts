/**
 * The industry → business-type tree the board shows (spec 000 §2.4), with the product type (1–7) and trade
 * type (1 experience, 2 goods, 3 city life) of each business type, plus name pools for merchants and products.
 * `popularity` weighs how many orders a business type draws; `price` is the usual unit price range in yuan.
 */
export interface BusinessType {
  name: string;
  productType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  popularity: number;
  price: readonly [number, number];
  merchants: readonly string[];
  products: readonly string[];
}

export interface Industry {
  name: string;
  tradeType: 1 | 2 | 3;
  types: readonly BusinessType[];
}

export const INDUSTRIES: readonly Industry[] = [
  {
    name: '文旅体验',
    tradeType: 1,
    types: [
      {
        name: '文旅套餐',
        productType: 7,
        popularity: 6,
        price: [199, 1299],
        merchants: ['苍洱文旅', '风花雪月旅行社', '洱海之心文旅', '白族人家文旅'],
        products: [
          '苍山洱海两日游套餐',
          '古城+双廊环海套餐',
          '白族三道茶体验套餐',
          '扎染研学一日套餐',
          '喜洲田园慢游套餐',
        ],
      },
      {
        name: '旅游线路',
        productType: 4,
        popularity: 5,
        price: [268, 2680],
        merchants: ['大理国旅', '滇西行旅', '洱源山水旅行', '茶马古道旅行'],
        products: ['大理-丽江三日游', '环洱海骑行一日游', '巍山古城文化线', '沙溪古镇深度游', '宾川鸡足山朝圣线'],
      },
      {
        name: '旅居产品',
        productType: 3,
        popularity: 3,
        price: [1500, 8800],
        merchants: ['苍山旅居', '洱海候鸟公寓', '双廊旅居管家', '云端小院'],
        products: ['海景旅居月租', '古城旅居周租', '田园康养旅居月卡', '候鸟避寒套房'],
      },
      {
        name: '文旅活动',
        productType: 7,
        popularity: 3,
        price: [39, 399],
        merchants: ['三月街文化', '火把节活动中心', '非遗工坊', '大理文创中心'],
        products: ['三月街民族节门票', '火把节篝火晚会', '非遗扎染体验课', '甲马版画体验', '白族歌舞晚会'],
      },
      {
        name: '景区门票',
        productType: 1,
        popularity: 8,
        price: [30, 260],
        merchants: ['崇圣寺三塔', '苍山景区', '蝴蝶泉景区', '天龙八部影视城', '鸡足山景区'],
        products: ['三塔成人票', '苍山索道往返票', '蝴蝶泉门票', '影视城门票', '鸡足山门票+索道'],
      },
      {
        name: '民宿酒店',
        productType: 3,
        popularity: 7,
        price: [168, 1288],
        merchants: ['洱海边民宿', '古城精品客栈', '双廊海景酒店', '喜洲院子', '苍山脚下民宿'],
        products: ['海景大床房', '庭院双床房', '亲子家庭套房', '观山标准间', '湖景套房'],
      },
      {
        name: '特色餐饮',
        productType: 2,
        popularity: 6,
        price: [38, 298],
        merchants: ['白族土八碗', '洱海鱼庄', '喜洲粑粑铺', '乳扇烧烤坊', '砂锅鱼馆'],
        products: ['白族八大碗套餐', '酸辣鱼双人餐', '喜洲粑粑礼盒', '烤乳扇拼盘', '砂锅鱼四人餐'],
      },
    ],
  },
  {
    name: '百货商品',
    tradeType: 2,
    types: [
      {
        name: '家居百货',
        productType: 5,
        popularity: 3,
        price: [19, 399],
        merchants: ['苍洱家居', '下关百货', '风城生活馆'],
        products: ['扎染桌布', '竹编收纳篮', '木雕茶盘', '羊毛披肩', '土陶花器'],
      },
      {
        name: '米面粮油',
        productType: 5,
        popularity: 4,
        price: [29, 189],
        merchants: ['宾川粮油', '洱源米业', '弥渡农品'],
        products: ['洱源有机大米10kg', '菜籽油5L', '荞麦面礼盒', '高原红米', '小粒咖啡豆'],
      },
      {
        name: '高原特产',
        productType: 5,
        popularity: 6,
        price: [29, 499],
        merchants: ['大理特产馆', '剑川土特产', '云龙诺邓火腿', '漾濞核桃'],
        products: ['下关沱茶', '漾濞核桃2kg', '诺邓火腿', '洱源乳扇', '宾川柑橘礼盒'],
      },
      {
        name: '休闲零食',
        productType: 5,
        popularity: 5,
        price: [9, 99],
        merchants: ['风花雪月食品', '玫瑰鲜花饼坊', '梅子小铺'],
        products: ['鲜花饼礼盒', '雕梅', '核桃糖', '乳扇干', '木瓜干'],
      },
      {
        name: '家电数码',
        productType: 5,
        popularity: 2,
        price: [99, 3999],
        merchants: ['大理数码城', '下关家电'],
        products: ['蓝牙音箱', '电饭煲', '智能手环', '空气炸锅', '无线耳机'],
      },
      {
        name: '酒水饮料',
        productType: 5,
        popularity: 4,
        price: [19, 399],
        merchants: ['风花雪月啤酒', '鹤庆酒坊', '梅子酒庄'],
        products: ['风花雪月啤酒整箱', '青梅酒', '玫瑰醋饮', '普洱茶饮', '窨酒礼盒'],
      },
      {
        name: '个护美妆',
        productType: 5,
        popularity: 3,
        price: [29, 399],
        merchants: ['苍山花研', '玫瑰精油坊'],
        products: ['玫瑰精油', '山茶花面霜', '手工皂', '护手霜', '香薰蜡烛'],
      },
      {
        name: '民族工艺',
        productType: 5,
        popularity: 4,
        price: [39, 1999],
        merchants: ['周城扎染坊', '鹤庆银器', '剑川木雕', '新华村银匠'],
        products: ['扎染方巾', '手工银镯', '木雕挂件', '银质茶具', '白族刺绣包'],
      },
    ],
  },
  {
    name: '城市生活',
    tradeType: 3,
    types: [
      {
        name: '电影票',
        productType: 6,
        popularity: 6,
        price: [29, 69],
        merchants: ['万达影城', '大理电影院', '苍山影城'],
        products: ['2D电影票', '3D电影票', 'IMAX电影票', '双人观影套餐'],
      },
      {
        name: '家政服务',
        productType: 6,
        popularity: 3,
        price: [80, 600],
        merchants: ['风城家政', '苍洱保洁', '暖心月嫂'],
        products: ['日常保洁3小时', '深度保洁', '家电清洗', '月嫂服务日'],
      },
      {
        name: '洗车',
        productType: 6,
        popularity: 4,
        price: [25, 128],
        merchants: ['车之家洗车', '下关快洗', '洱海汽车美容'],
        products: ['标准洗车', '精洗+打蜡', '内饰清洗', '洗车月卡'],
      },
      {
        name: '烧烤餐饮',
        productType: 6,
        popularity: 6,
        price: [48, 268],
        merchants: ['古城夜宵烧烤', '下关烧烤城', '炭火小院'],
        products: ['双人烧烤套餐', '四人烧烤套餐', '烤鱼套餐', '夜宵拼盘'],
      },
      {
        name: '野钓',
        productType: 6,
        popularity: 2,
        price: [60, 300],
        merchants: ['洱海垂钓园', '西湖钓场'],
        products: ['半日野钓票', '全天野钓票', '夜钓套餐'],
      },
      {
        name: '蛋糕面包',
        productType: 6,
        popularity: 4,
        price: [15, 298],
        merchants: ['风城面包房', '苍山蛋糕坊', '玫瑰烘焙'],
        products: ['生日蛋糕8寸', '鲜花饼', '吐司', '下午茶套餐'],
      },
      {
        name: '口腔护理',
        productType: 6,
        popularity: 2,
        price: [99, 1800],
        merchants: ['大理口腔', '风城齿科'],
        products: ['洗牙套餐', '口腔检查', '儿童涂氟', '牙齿美白'],
      },
      {
        name: '自助餐',
        productType: 6,
        popularity: 4,
        price: [68, 228],
        merchants: ['洱海自助餐厅', '古城海鲜自助', '下关火锅自助'],
        products: ['午市自助', '晚市自助', '双人自助套餐', '海鲜自助'],
      },
    ],
  },
];

/**
 * orderType (spec 002 §3) of an order by product type; QR payments are 7 whatever the product.
 * Goods have no order type of their own in the dictionary: null.
 */
export const ORDER_TYPE_BY_PRODUCT_TYPE: Record<number, number | null> = {
  1: 4,
  2: 0,
  3: 1,
  4: 2,
  5: null,
  6: 0,
  7: 3,
};

/** Distributors (order source 2) and other online platforms (order source 3). */
export const DISTRIBUTORS = [
  '大理旅游集散中心',
  '苍洱旅行社',
  '古城游客中心',
  '双廊分销站',
  '喜洲文旅驿站',
  '下关客运站',
  '宾川旅游服务',
  '弥渡文旅驿站',
  '巍山导游协会',
  '剑川沙溪驿站',
];
export const PLATFORMS = ['携程', '美团', '飞猪', '抖音生活服务', '同程旅行', '小红书'];

/** Where members who are not from Dali come from (region code, name, weight). */
export const VISITOR_ORIGINS: readonly [string, string, number][] = [
  ['530102', '昆明市', 10],
  ['51', '四川省', 6],
  ['44', '广东省', 5],
  ['31', '上海市', 3],
  ['11', '北京市', 3],
  ['52', '贵州省', 2],
];

/** Share of orders (and merchants) per county: the prefecture seat and the lake towns dominate. */
export const COUNTY_WEIGHTS: Record<string, number> = {
  '532901': 40,
  '532922': 3,
  '532923': 6,
  '532924': 6,
  '532925': 5,
  '532926': 3,
  '532927': 6,
  '532928': 3,
  '532929': 4,
  '532930': 6,
  '532931': 6,
  '532932': 5,
};

export const SURNAMES = '杨李赵段张王杜何董尹字苏施洪马周陈刘黄罗'.split('');
export const GIVEN = '丽华明芳伟秀英杰敏静磊军洋艳勇娟涛强霞平刚桂兰玉梅海燕云鹏春'.split('');
