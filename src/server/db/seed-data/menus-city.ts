// School registration and municipal housing services (spec 001 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const cityMenu: SeedMenu = section(
  {
    code: 'city',
    name: '学校与城市服务',
    nameEn: 'Schools and city services',
    path: '/city',
    source: 'HatGraduation',
    sort: 9,
  },
  [
    screen('school_guide', '招生指南', 'Registration guides', '/city/school-guide', 'Book', CRUD),
    screen('school_notice', '招生公告', 'Registration notices', '/city/school-notice', 'Megaphone', CRUD),
    screen('school_notes', '报名须知', 'Registration notes', '/city/school-notes', 'Notebook', CRUD),
    screen('school_score_material', '积分材料', 'Points materials', '/city/score-material', 'DocumentData', CRUD),
    screen('school_material_setting', '材料设置', 'Material requirements', '/city/material-setting', 'Settings', [
      ...CRUD,
      'enable',
    ]),
    screen('school_area', '招生片区', 'Registration areas', '/city/registration-area', 'Map', CRUD),
    screen('school_info', '学校管理', 'Schools', '/city/school', 'HatGraduation', CRUD),
    screen('school_registration', '报名信息', 'Registrations', '/city/registration-info', 'ContactCardGroup', [
      'view',
      'delete',
      'export',
    ]),
    screen('housing_bill', '住房账单', 'Housing bills', '/city/housing-bill', 'Receipt', ['view', 'sync', 'export']),
    screen('housing_village', '住房小区', 'Housing estates', '/city/housing-village', 'City', ['view', 'sync']),
    screen('housing_house', '房屋信息', 'Houses', '/city/housing-house', 'Home', ['view', 'sync']),
    screen('housing_user', '住户信息', 'Residents', '/city/housing-user', 'People', ['view', 'sync']),
  ],
);
