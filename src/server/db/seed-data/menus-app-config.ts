// What the consumer app shows before any content: home page, launch page, menus, navigation and templates (spec 001 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const appConfigMenu: SeedMenu = section(
  { code: 'app_config', name: '应用配置', nameEn: 'App configuration', path: '/app-config', source: 'Apps', sort: 3 },
  [
    screen('app_home_config', '首页配置', 'Home-page config', '/app-config/home-config', 'Home', CRUD),
    screen('app_home_item', '首页配置项', 'Home-page items', '/app-config/home-item', 'GridDots', CRUD),
    screen('app_launch', '启动页配置', 'Launch pages', '/app-config/launch', 'SlideText', [...CRUD, 'copy']),
    screen('app_menu', '应用菜单', 'App menu', '/app-config/app-menu', 'AppsList', [...CRUD, 'copy']),
    screen('app_nav_bottom', '底部导航', 'Bottom navigation', '/app-config/bottom-nav', 'Navigation', [
      ...CRUD,
      'copy',
    ]),
    screen('app_qrcode_template', '二维码模板', 'QR code templates', '/app-config/qrcode-template', 'QrCode', [
      ...CRUD,
      'enable',
    ]),
    screen('app_banner', 'Banner与页面标签', 'Banners and page tags', '/app-config/banner', 'Image', CRUD),
    screen('app_advertising', '广告管理', 'Advertising', '/app-config/advertising', 'Megaphone', CRUD),
    screen(
      'app_member_carousel',
      '会员页轮播',
      'Member-page carousel',
      '/app-config/member-carousel',
      'ImageMultiple',
      CRUD,
    ),
    screen('app_notice', '公告配置', 'Notices', '/app-config/notice', 'Megaphone', CRUD),
    screen('app_convenience', '便民信息', 'Convenience info', '/app-config/convenience', 'Info', [...CRUD, 'enable']),
    screen('app_region', '城市区域配置', 'App city regions', '/app-config/region', 'Map', CRUD),
    screen('app_push_template', '推送消息模板', 'Push message templates', '/app-config/push-template', 'Alert', CRUD),
    screen('app_ai_config', 'AI配置', 'AI configuration', '/app-config/ai-config', 'Bot', [...CRUD, 'enable']),
    screen('app_agreement', '协议管理', 'Agreements', '/app-config/agreement', 'DocumentSignature', CRUD),
  ],
);
