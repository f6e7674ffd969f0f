// Top menus (blade_top_menu) and the sections each one shows. An operator lands on Home for daily work; the
// other two split the rarely-needed screens so the sidebar stays short (spec 000 §2.3, bladex-contract.md §3.4).
import type { SeedTopMenu } from './types';

export const seedTopMenus: SeedTopMenu[] = [
  {
    code: 'top_home',
    name: '首页',
    nameEn: 'Home',
    source: 'Home',
    sort: 1,
    path: '/wel/index',
    // 帮助 is for everyone, so it lives here: under 系统 it kept that top menu alive for operators who see nothing
    // else there (issue 19).
    menuCodes: [
      'home',
      'board',
      'order',
      'merchant',
      'member',
      'welfare',
      'activity',
      'content',
      'app_config',
      'desk',
      'help',
    ],
  },
  {
    code: 'top_operations',
    name: '运营',
    nameEn: 'Operations',
    source: 'Briefcase',
    sort: 2,
    path: '/order/product-order',
    menuCodes: [
      'app_config',
      'content',
      'merchant',
      'welfare',
      'activity',
      'union',
      'city',
      'car',
      'order',
      'member',
      'canteen',
      'traffic',
      'desk',
    ],
  },
  {
    code: 'top_system',
    name: '系统',
    nameEn: 'System',
    source: 'Settings',
    sort: 3,
    path: '/system/user',
    menuCodes: ['system', 'authority', 'base', 'resource', 'job', 'work', 'tool', 'log', 'report'],
  },
];
