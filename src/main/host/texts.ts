import type { Settings } from '../../shared/settings';

type Language = Settings['language'];

/**
 * The few messages the host itself writes (the rest come from the server). They reach the user
 * through the renderer's error toast, so they follow the language setting.
 */
const catalogue = {
  unknownError: { zh: '未知错误', en: 'Unknown error' },
  networkError: { zh: '网络错误，请检查服务器地址', en: 'Network error: check the server address' },
  timeout: { zh: '请求超时', en: 'Request timed out' },
  badTokenResponse: { zh: '服务器返回的登录信息格式不正确', en: 'The server answered sign-in in an unexpected format' },
  captchaRequired: { zh: '请输入验证码', en: 'Enter the captcha' },
  notSignedIn: { zh: '未登录或登录已过期，请重新登录', en: 'Not signed in, or the session has expired' },
  switchModeOff: { zh: '未开启部门/角色切换', en: 'Switching department and role is turned off' },
  vaultWriteFailed: { zh: '无法保存登录状态', en: 'Could not store the session' },
  lockPasswordRequired: { zh: '锁屏密码不能为空', en: 'The lock password cannot be empty' },
  wrongUnlockPassword: { zh: '解锁密码错误，请重新输入', en: 'Wrong unlock password' },
  unlockTooManyAttempts: {
    zh: '解锁密码错误次数过多，请重新登录',
    en: 'Too many wrong unlock passwords: sign in again',
  },
  alreadyLocked: {
    zh: '屏幕已锁定，无法修改锁屏密码',
    en: 'The screen is locked: the lock password cannot be changed',
  },
  submitFailed: { zh: '提交失败', en: 'Submit failed' },
  invalidTabRoute: { zh: '标签页地址无效', en: 'A tab has an invalid address' },
  workspaceWriteFailed: { zh: '无法保存标签页', en: 'Could not store the open tabs' },
  searchNameTaken: { zh: '已有同名的搜索，请换一个名称', en: 'A saved search already has this name: choose another' },
  searchNotFound: { zh: '该搜索已不存在，请刷新后再试', en: 'That saved search no longer exists' },
  tooManySearches: {
    zh: '本页面保存的搜索已达上限（20 个），请先删除不用的搜索',
    en: 'This screen already has 20 saved searches: delete one first',
  },
  searchesFull: {
    zh: '保存的搜索已达总量上限，请先删除不用的搜索',
    en: 'Your saved searches have reached their size limit: delete some first',
  },
  searchesWriteFailed: { zh: '无法保存搜索', en: 'Could not store the saved searches' },
  draftWriteFailed: { zh: '无法保存草稿', en: 'Could not store the draft' },
  browserDisplay: { zh: '浏览器窗口', en: 'Browser window' },
  display: { zh: '显示器', en: 'Display' },
  noDisplay: { zh: '没有可用的显示器', en: 'No display is connected' },
  unknownDisplay: { zh: '所选显示器已断开，请重新选择', en: 'The chosen display is no longer connected: choose again' },
  kioskReadsOnly: { zh: '看板窗口只能读取数据', en: 'The board window can only read data' },
  newPasswordIsDefault: {
    zh: '新密码不能是初始默认密码',
    en: 'The new password must not be the initial default password',
  },
  passwordChangeRequired: {
    zh: '请先设置新密码',
    en: 'Set a new password first',
  },
  handoffGone: {
    zh: '该标签页已在其他窗口打开或已过期',
    en: 'This tab was opened in another window, or it waited too long',
  },
  printUnavailable: { zh: '此环境不支持打印预览', en: 'Print preview is not available here' },
  printFailed: { zh: '无法生成打印预览', en: 'Could not make the print preview' },
  boardSettingsAdminOnly: {
    zh: '只有管理员可以修改看板设置',
    en: 'Only an administrator can change the board settings',
  },
  lockedByPolicy: {
    zh: '该设置由 IT 策略锁定，无法修改',
    en: 'This setting is set by IT policy and cannot be changed',
  },
  settingsAdminOnly: {
    zh: '只有管理员可以修改连接与安全设置',
    en: 'Only an administrator can change the connection and security settings',
  },
  wrongAdminPassword: { zh: '密码错误，请重新输入', en: 'Wrong password' },
  reauthUnavailable: {
    zh: '请退出后使用账号密码重新登录，再修改连接与安全设置',
    en: 'Sign out and sign in again with your password to change these settings',
  },
  reauthTooManyAttempts: {
    zh: '密码错误次数过多，请重新登录',
    en: 'Too many wrong passwords: sign in again',
  },
  exportDisabledByPolicy: { zh: '导出功能已被 IT 策略禁用', en: 'Export is turned off by IT policy' },
} as const;

export type HostText = keyof typeof catalogue;

export const hostText = (key: HostText, language: Language): string => catalogue[key][language];
