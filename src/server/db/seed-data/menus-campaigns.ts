// Coupons, welfare campaigns, lucky draws, activities and trade-union welfare (spec 001 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const welfareMenu: SeedMenu = section(
  { code: 'welfare', name: '优惠与福利', nameEn: 'Coupons and welfare', path: '/welfare', source: 'Gift', sort: 6 },
  [
    screen('welfare_coupon', '优惠券管理', 'Coupons', '/welfare/coupon', 'GiftCard', [...CRUD, 'goods', 'merchants']),
    screen('welfare_campaign', '消费券活动', 'Welfare campaigns', '/welfare/campaign', 'Ribbon', CRUD),
    screen('welfare_setting', '场次与限额设置', 'Rounds and limits', '/welfare/setting', 'Settings', CRUD),
    screen('welfare_statistics', '领用统计', 'Welfare statistics', '/welfare/statistics', 'DataPie', [
      'view',
      'export',
    ]),
    screen('welfare_coupon_code', '券码记录', 'Coupon codes', '/welfare/coupon-code', 'QrCode', [
      'view',
      'delete',
      'qrcode',
    ]),
    screen('lottery_activity', '抽奖活动', 'Lucky-draw activities', '/welfare/lottery-activity', 'Trophy', CRUD),
    screen('lottery_prize', '抽奖奖品', 'Lucky-draw prizes', '/welfare/lottery-prize', 'Gift', CRUD),
    screen('lottery_record', '中奖记录', 'Lottery records', '/welfare/lottery-record', 'History', [
      'view',
      'ship',
      'export',
    ]),
  ],
);

export const activityMenu: SeedMenu = section(
  { code: 'activity', name: '活动管理', nameEn: 'Activities', path: '/activity', source: 'CalendarStar', sort: 7 },
  [
    screen('activity_release', '活动发布', 'Activity release', '/activity/release', 'CalendarStar', [...CRUD, 'copy']),
    screen('activity_category', '活动分类', 'Activity categories', '/activity/category', 'Folder', CRUD),
    screen('activity_signup', '报名记录', 'Sign-ups', '/activity/signup', 'ClipboardTask', [
      'view',
      'signin',
      'cancelSignup',
      'delete',
      'export',
    ]),
    screen('activity_order', '活动订单', 'Activity orders', '/activity/order', 'ReceiptMoney', [
      'view',
      'refund',
      'export',
    ]),
    screen('activity_merchant', '商户活动', 'Merchant activities', '/activity/merchant-activity', 'BuildingShop', CRUD),
    screen('activity_notice', '公告配置', 'Notice settings', '/activity/notice', 'Megaphone', CRUD),
    screen('activity_contact', '联系人', 'Contacts', '/activity/contact', 'ContactCard', CRUD),
  ],
);

export const unionMenu: SeedMenu = section(
  { code: 'union', name: '工会管理', nameEn: 'Trade unions', path: '/union', source: 'PeopleTeam', sort: 8 },
  [
    screen('union_list', '工会列表', 'Trade unions', '/union/list', 'PeopleTeam', CRUD),
    screen('union_welfare', '工会福利', 'Union welfare', '/union/welfare', 'Gift', [...CRUD, 'goods']),
    screen('union_send_record', '发放记录', 'Send records', '/union/send-record', 'Send', ['view', 'export']),
    screen('union_import_log', '导入日志', 'Import log', '/union/import-log', 'History', ['view', 'export']),
    screen('union_welfare_user', '福利用户', 'Welfare users', '/union/welfare-user', 'PersonStar', [
      'view',
      'send',
      'delete',
      'export',
    ]),
  ],
);
