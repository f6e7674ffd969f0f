import type { Settings } from '../../../shared/settings';

type Language = Settings['language'];

/**
 * The native application menu as data (Electron-free, so its rules are unit-tested): the app's language, and in a
 * packaged build no Reload, Force Reload or Toggle DevTools — an operator's Ctrl+R must not throw away a form, and
 * DevTools would open the renderer to anyone at the keyboard. `role` items are Electron's own (cut, copy, ...).
 */
export type MenuItemSpec =
  | { kind: 'role'; role: MenuRole; label: string; accelerator?: string }
  | { kind: 'action'; id: MenuAction; label: string; accelerator?: string }
  | { kind: 'separator' }
  | { kind: 'submenu'; label: string; role?: 'appMenu' | 'windowMenu' | 'editMenu' | 'help'; items: MenuItemSpec[] };

export type MenuRole =
  | 'about'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'minimize'
  | 'zoom'
  | 'close'
  | 'togglefullscreen'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'front';

export type MenuAction = 'about' | 'settings' | 'logFolder';

const texts = {
  zh: {
    app: '大理文旅运营管理平台',
    file: '文件',
    edit: '编辑',
    view: '视图',
    window: '窗口',
    help: '帮助',
    about: '关于',
    settings: '连接与安全设置...',
    logFolder: '打开日志目录',
    hide: '隐藏',
    hideOthers: '隐藏其他',
    unhide: '全部显示',
    quit: '退出',
    undo: '撤销',
    redo: '重做',
    cut: '剪切',
    copy: '复制',
    paste: '粘贴',
    selectAll: '全选',
    minimize: '最小化',
    zoom: '缩放',
    close: '关闭窗口',
    togglefullscreen: '全屏',
    resetZoom: '实际大小',
    zoomIn: '放大',
    zoomOut: '缩小',
    reload: '重新加载',
    forceReload: '强制重新加载',
    toggleDevTools: '开发者工具',
    front: '全部置于顶层',
  },
  en: {
    app: 'Dali Operations',
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    help: 'Help',
    about: 'About',
    settings: 'Connection and security...',
    logFolder: 'Open the log folder',
    hide: 'Hide',
    hideOthers: 'Hide others',
    unhide: 'Show all',
    quit: 'Quit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select all',
    minimize: 'Minimize',
    zoom: 'Zoom',
    close: 'Close window',
    togglefullscreen: 'Full screen',
    resetZoom: 'Actual size',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reload: 'Reload',
    forceReload: 'Force reload',
    toggleDevTools: 'Developer tools',
    front: 'Bring all to front',
  },
} as const;

/** The roles a packaged build leaves out of every menu (and so of every keyboard shortcut). */
export const DEVELOPMENT_ONLY_ROLES: readonly MenuRole[] = ['reload', 'forceReload', 'toggleDevTools'];

export const buildAppMenu = (opts: {
  language: Language;
  platform: NodeJS.Platform;
  /** A packaged (production) build. */
  packaged: boolean;
}): MenuItemSpec[] => {
  const t = texts[opts.language];
  const role = (name: MenuRole, accelerator?: string): MenuItemSpec => ({
    kind: 'role',
    role: name,
    label: t[name],
    accelerator,
  });
  const action = (id: MenuAction, label: string): MenuItemSpec => ({ kind: 'action', id, label });
  const separator: MenuItemSpec = { kind: 'separator' };
  const mac = opts.platform === 'darwin';

  const view: MenuItemSpec[] = [
    role('resetZoom'),
    role('zoomIn'),
    role('zoomOut'),
    separator,
    role('togglefullscreen'),
  ];
  if (!opts.packaged) view.unshift(role('reload'), role('forceReload'), role('toggleDevTools'), separator);

  const menu: MenuItemSpec[] = [];
  if (mac) {
    menu.push({
      kind: 'submenu',
      label: t.app,
      role: 'appMenu',
      items: [
        action('about', `${t.about} ${t.app}`),
        separator,
        action('settings', t.settings),
        separator,
        role('hide'),
        role('hideOthers'),
        role('unhide'),
        separator,
        role('quit'),
      ],
    });
  } else {
    menu.push({ kind: 'submenu', label: t.file, items: [action('settings', t.settings), separator, role('quit')] });
  }
  menu.push(
    {
      kind: 'submenu',
      label: t.edit,
      role: 'editMenu',
      items: [role('undo'), role('redo'), separator, role('cut'), role('copy'), role('paste'), role('selectAll')],
    },
    { kind: 'submenu', label: t.view, items: view },
    {
      kind: 'submenu',
      label: t.window,
      role: 'windowMenu',
      items: mac ? [role('minimize'), role('zoom'), separator, role('front')] : [role('minimize'), role('close')],
    },
    {
      kind: 'submenu',
      label: t.help,
      role: 'help',
      items: mac
        ? [action('logFolder', t.logFolder)]
        : [action('logFolder', t.logFolder), separator, action('about', t.about)],
    },
  );
  return menu;
};

/** Every role anywhere in a menu (the test looks for the development-only ones). */
export const rolesIn = (items: readonly MenuItemSpec[]): MenuRole[] =>
  items.flatMap((item) => (item.kind === 'role' ? [item.role] : item.kind === 'submenu' ? rolesIn(item.items) : []));
