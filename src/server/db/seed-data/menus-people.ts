// Members, canteens and the people/vehicle flow collected from devices (spec 002 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const memberMenu: SeedMenu = section(
  { code: 'member', name: '会员管理', nameEn: 'Members', path: '/member', source: 'People', sort: 12 },
  [
    screen('member_list', '会员列表', 'Members', '/member/list', 'People', [...CRUD, 'status', 'export']),
    screen('member_auth', '会员认证', 'Member verification', '/member/auth', 'PersonKey', ['view', 'audit']),
    screen('member_rent_user', '租车用户', 'Car-rental users', '/member/rent-user', 'PersonAccounts', CRUD),
    screen('member_union_user', '工会会员', 'Union members', '/member/union-user', 'PeopleTeam', [
      ...CRUD,
      'import',
      'export',
    ]),
    screen('member_import_log', '导入日志', 'Member import log', '/member/import-log', 'DocumentError', ['view']),
  ],
);

export const canteenMenu: SeedMenu = section(
  { code: 'canteen', name: '食堂管理', nameEn: 'Canteens', path: '/canteen', source: 'Food', sort: 13 },
  [
    screen('canteen_info', '食堂信息', 'Canteens', '/canteen/info', 'Food', CRUD),
    screen('canteen_user', '食堂用户', 'Canteen users', '/canteen/user', 'Person', [...CRUD, 'import']),
    screen('canteen_log', '就餐记录', 'Meal records', '/canteen/log', 'History', ['view', 'export']),
    screen('canteen_statistics', '食堂统计', 'Canteen statistics', '/canteen/statistics', 'DataPie', [
      'view',
      'export',
    ]),
  ],
);

export const trafficMenu: SeedMenu = section(
  {
    code: 'traffic',
    name: '客流与车流',
    nameEn: 'People and vehicle flow',
    path: '/traffic',
    source: 'PeopleCommunity',
    sort: 14,
  },
  [
    screen('traffic_people_flow', '客流数据', 'People flow', '/traffic/people-flow', 'PersonWalking', CRUD),
    screen('traffic_foot', '客流统计', 'Foot-traffic statistics', '/traffic/foot-traffic', 'DataHistogram', [
      ...CRUD,
      'export',
    ]),
    screen('traffic_vehicle_flow', '车流数据', 'Vehicle flow', '/traffic/vehicle-flow', 'VehicleCarProfile', [
      'view',
      'delete',
      'export',
    ]),
    screen(
      'traffic_vehicle_statistics',
      '车流统计',
      'Vehicle statistics',
      '/traffic/vehicle-statistics',
      'DataTrending',
      ['view', 'export'],
    ),
    screen('traffic_vehicle_hour', '车流小时统计', 'Hourly vehicle statistics', '/traffic/vehicle-hour', 'Clock', [
      'view',
      'export',
    ]),
    screen('traffic_vehicle_area', '车流区域', 'Vehicle areas', '/traffic/vehicle-area', 'Map', CRUD),
    screen('traffic_source_region', '客源地区', 'Visitor source regions', '/traffic/source-region', 'Globe', CRUD),
  ],
);
