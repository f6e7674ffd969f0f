// Home, the big-data board, the office desk and the help links: the entry points every operator sees first.
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const homeMenu: SeedMenu = {
  code: 'home',
  name: '首页',
  nameEn: 'Home',
  path: '/wel/index',
  source: 'Home',
  sort: 1,
};

export const boardMenu: SeedMenu = section(
  {
    code: 'board',
    name: '大数据看板',
    nameEn: 'Big-data board',
    path: '/board',
    source: 'DataTrending',
    sort: 2,
    roles: ['administrator', 'bigdata', 'admin'],
  },
  [
    screen('board_screen', '数据大屏', 'Big-data screen', '/board/screen', 'DesktopPulse', []),
    screen('board_finance', '财务交易', 'Finance and trading', '/board/finance', 'ChartMultiple', []),
  ],
);

export const deskMenu: SeedMenu = section(
  { code: 'desk', name: '办公中心', nameEn: 'Office desk', path: '/desk', source: 'Briefcase', sort: 15 },
  [
    screen('desk_notice', '通知公告', 'Notices', '/desk/notice', 'Megaphone', CRUD),
    screen('desk_message_log', '消息日志', 'Message log', '/desk/message-log', 'MailInbox', [
      'view',
      'sms',
      'voice',
      'export',
    ]),
  ],
);

export const helpMenu: SeedMenu = section(
  { code: 'help', name: '帮助', nameEn: 'Help', path: '/help', source: 'QuestionCircle', sort: 22 },
  [
    screen(
      'help_dali_gov',
      '大理州人民政府网',
      'Dali Prefecture government site',
      'https://www.dali.gov.cn/',
      'Globe',
      [],
      { isOpen: 2 },
    ),
  ],
);
