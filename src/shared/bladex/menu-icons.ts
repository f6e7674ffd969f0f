// Menu icons between the two vocabularies. `blade_menu.source` and `blade_top_menu.source` hold what BladeX stores
// there: a class of Saber's icon font (`iconfont iconicon_setting`, Saber src/config/iconList.js). The seed files
// name an icon by a Fluent base name ('Settings', 'Receipt'), which reads well beside its screen, and store its
// class (`bladexIconClass`); the client draws a class as the Fluent icon `fluentNameOfIcon` gives
// (src/renderer/ui/menu-icon.tsx), so Saber shows our menus and our client shows a real BladeX's.

/** Saber's own fallback for a menu without an icon (src/config/website.js `menu.props.icon` default). */
export const BLADEX_DEFAULT_ICON = 'iconfont icon-caidan';

/**
 * Icon-font glyph → the Fluent names drawn with it. Every top-level section and top menu has a glyph of its own,
 * so the client maps it back to the icon it had; leaves (which the client draws without icons) share glyphs.
 * The glyphs are BladeX's own where BladeX seeds the same section (desk, system, tool, log, report, flow).
 */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  'icon-huanyingye': ['Home'],
  'icon-tubiao': ['DataTrending', 'ChartMultiple', 'DataHistogram', 'DesktopPulse', 'Gauge'],
  'icon-caidan': ['Apps', 'AppsList', 'GridDots', 'Layer', 'TabDesktop'],
  'icon-biaoge': ['DocumentBulletList', 'TextBulletListSquare', 'SlideText', 'Notebook', 'Book', 'BookOpen'],
  iconicon_shakehands: ['BuildingShop', 'Handshake', 'BuildingRetail', 'BuildingMultiple', 'City'],
  iconicon_redpacket: ['Gift', 'GiftCard', 'ReceiptMoney', 'Money', 'MoneyHand', 'Savings', 'Wallet'],
  iconicon_star: ['CalendarStar', 'Star', 'StarEmphasis', 'Trophy', 'Ribbon', 'Heart', 'PersonStar'],
  iconicon_group: ['PeopleTeam', 'Organization', 'ContactCardGroup'],
  'icon-liuliangyunpingtaitubiao08': ['VehicleCar', 'VehicleCarProfile', 'Road', 'ArrowRouting', 'PersonWalking'],
  iconicon_scan_namecard: ['HatGraduation', 'Certificate', 'ContactCard'],
  iconicon_details: ['Receipt', 'ReceiptCube', 'Payment', 'WalletCreditCard', 'Calculator', 'Scales', 'Cart'],
  iconicon_principal: ['People', 'Person', 'PersonAccounts'],
  iconicon_glass: ['Food'],
  iconicon_community_line: ['PeopleCommunity', 'HomePerson', 'Chat', 'Comment', 'CommentMultiple', 'PersonFeedback'],
  iconicon_airplay: ['Briefcase'],
  iconicon_setting: ['Settings', 'Wrench', 'MoneySettings'],
  iconicon_task: ['Timer', 'Clock', 'ClipboardTask', 'TaskListSquareLtr', 'Checkmark', 'ArrowSync'],
  iconicon_send: ['Flow', 'BranchFork', 'Send', 'PlayCircle'],
  'icon-wxbgongju': ['Code', 'CodeBlock', 'Database', 'Server', 'Bot'],
  iconicon_doc: ['DocumentSearch', 'DocumentText', 'DocumentData', 'DocumentSignature', 'Signature', 'History'],
  'icon-shujuzhanshi2': ['DataPie'],
  iconicon_study: ['QuestionCircle', 'Info', 'Library'],
  iconicon_GPS: ['Map', 'MapPin', 'Location', 'LocationLive', 'Globe'],
  iconicon_notice: ['Megaphone', 'Alert', 'Flag', 'Mail', 'MailInbox'],
  iconicon_photo: ['Image', 'ImageMultiple', 'Camera', 'VideoClip', 'Eye'],
  'icon-cuowutishitubiao': ['Warning', 'ErrorCircle', 'DocumentError', 'Bug', 'Pulse'],
  'icon-quanxian': ['Key', 'PersonKey', 'Shield', 'ShieldCheckmark'],
  iconicon_cspace: ['Folder', 'FolderOpen', 'Box', 'BoxMultiple', 'CloudArrowUp', 'Attach'],
  iconicon_QRcode: ['QrCode', 'Tag', 'TagMultiple'],
  iconicon_subordinate: ['Navigation'],
};

const byFluentName: ReadonlyMap<string, string> = new Map(
  Object.entries(GLYPHS).flatMap(([glyph, names]) => names.map((name) => [name, `iconfont ${glyph}`] as const)),
);

/** The icon-font class stored for a seed's icon: a class as given, a known Fluent name's glyph, else Saber's default. */
export const bladexIconClass = (source: string): string =>
  source.startsWith('iconfont ') ? source : (byFluentName.get(source) ?? BLADEX_DEFAULT_ICON);

/** The glyph of an icon-font class: its last class (`iconfont iconicon_setting` → `iconicon_setting`). */
export const glyphOf = (source: string): string => {
  const classes = source.trim().split(/\s+/);
  return classes[classes.length - 1] ?? '';
};

/**
 * The Fluent base name the client draws for the glyphs of top-level sections and top menus: each of our
 * sections' glyph (GLYPHS: its first name), and the sections of SpringBlade's and BladeX's own menu data
 * (权限管理, 基础配置, 资源管理, 系统监控, 我的事务 ...).
 */
const FLUENT_BY_GLYPH: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(GLYPHS).map(([glyph, names]) => [glyph, names[0]])),
  'icon-bofangqi-suoping': 'ShieldKeyhole',
  iconicon_affiliations_li: 'Globe',
  iconicon_coinpurse_line: 'Folder',
  'icon-yanzhengma': 'DesktopPulse',
};

/** The Fluent base name to draw for a menu's `source`: a known glyph's, else the source itself (an old Fluent name). */
export const fluentNameOfIcon = (source: string): string => {
  const glyph = glyphOf(source);
  return Object.prototype.hasOwnProperty.call(FLUENT_BY_GLYPH, glyph) ? FLUENT_BY_GLYPH[glyph] : glyph;
};

/** Every Fluent base name `fluentNameOfIcon` can give for a known glyph (the client must draw each). */
export const fluentNamesOfGlyphs = (): string[] => [...new Set(Object.values(FLUENT_BY_GLYPH))];
