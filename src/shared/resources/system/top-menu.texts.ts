import { resource } from '../kit';

/** The texts of topMenu (zh, en) under `res.system.topMenu`, and the builders that take their labels and messages from them. */
export const topMenuKit = resource('system', 'topMenu', {
  zh: {
    title: '顶部菜单',
    fields: {
      code: '菜单编号',
      name: '菜单名称',
      nameEn: '英文名称',
      source: '菜单图标',
      path: '路由地址',
      sort: '菜单排序',
      createTime: '创建时间',
    },
    rules: { code: '请输入菜单编号', name: '请输入菜单名称', source: '请输入菜单图标', sort: '请输入菜单排序' },
    actions: { grant: '菜单配置' },
  },
  en: {
    title: 'Top menus',
    fields: {
      code: 'Code',
      name: 'Name',
      nameEn: 'English name',
      source: 'Icon',
      path: 'Route path',
      sort: 'Order',
      createTime: 'Created',
    },
    rules: {
      code: 'Please enter the code',
      name: 'Please enter the name',
      source: 'Please enter the icon',
      sort: 'Please enter the order',
    },
    actions: { grant: 'Assign menus' },
  },
});
