import { createElement } from 'react';
import {
  AppsRegular,
  BriefcaseRegular,
  BuildingShopRegular,
  CalendarStarRegular,
  CodeRegular,
  DataPieRegular,
  DataTrendingRegular,
  DesktopPulseRegular,
  DocumentBulletListRegular,
  DocumentSearchRegular,
  FlowRegular,
  FolderRegular,
  FoodRegular,
  GiftRegular,
  GlobeRegular,
  HatGraduationRegular,
  HomeRegular,
  ImageRegular,
  KeyRegular,
  LocationRegular,
  MegaphoneRegular,
  NavigationRegular,
  PeopleCommunityRegular,
  PeopleRegular,
  PeopleTeamRegular,
  QrCodeRegular,
  QuestionCircleRegular,
  ReceiptRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  TimerRegular,
  VehicleCarRegular,
  WarningRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { fluentNameOfIcon } from '../../shared/bladex/menu-icons';

/**
 * The icons of menus (the sidebar's sections, the top menus, the menu screen's icon column), by the Fluent base name
 * the server sends in `source`. Only names in use are listed: each icon is code in the chunk that shows it.
 */
const icons: Readonly<Record<string, FluentIcon>> = {
  Apps: AppsRegular,
  Briefcase: BriefcaseRegular,
  BuildingShop: BuildingShopRegular,
  CalendarStar: CalendarStarRegular,
  Code: CodeRegular,
  DataPie: DataPieRegular,
  DataTrending: DataTrendingRegular,
  DesktopPulse: DesktopPulseRegular,
  DocumentBulletList: DocumentBulletListRegular,
  DocumentSearch: DocumentSearchRegular,
  Flow: FlowRegular,
  Folder: FolderRegular,
  Food: FoodRegular,
  Gift: GiftRegular,
  Globe: GlobeRegular,
  HatGraduation: HatGraduationRegular,
  Home: HomeRegular,
  Image: ImageRegular,
  Key: KeyRegular,
  Map: LocationRegular,
  Megaphone: MegaphoneRegular,
  Navigation: NavigationRegular,
  People: PeopleRegular,
  PeopleCommunity: PeopleCommunityRegular,
  PeopleTeam: PeopleTeamRegular,
  QrCode: QrCodeRegular,
  QuestionCircle: QuestionCircleRegular,
  Receipt: ReceiptRegular,
  Settings: SettingsRegular,
  ShieldKeyhole: ShieldKeyholeRegular,
  Timer: TimerRegular,
  VehicleCar: VehicleCarRegular,
  Warning: WarningRegular,
};

/**
 * BladeX's icon-font classes (`iconfont icon-setting`, `iconfont iconicon_setting`) by their bare name, for menus
 * seeded or typed the BladeX way. A name not listed falls back like any unknown icon.
 */
const iconFontNames: Readonly<Record<string, FluentIcon>> = {
  setting: SettingsRegular,
  home: HomeRegular,
  principal: PeopleRegular,
  user: PeopleRegular,
  boss: PeopleTeamRegular,
  subordinate: PeopleTeamRegular,
  community: PeopleCommunityRegular,
  work: BriefcaseRegular,
  shop: BuildingShopRegular,
  doc: DocumentBulletListRegular,
  document: DocumentBulletListRegular,
  search: DocumentSearchRegular,
  log: DocumentSearchRegular,
  flow: FlowRegular,
  process: FlowRegular,
  food: FoodRegular,
  gift: GiftRegular,
  study: HatGraduationRegular,
  school: HatGraduationRegular,
  help: QuestionCircleRegular,
  order: ReceiptRegular,
  coinpurse: ReceiptRegular,
  timer: TimerRegular,
  task_done: TimerRegular,
  car: VehicleCarRegular,
  chart: DataPieRegular,
  airplay: DataTrendingRegular,
  code: CodeRegular,
  compile: CodeRegular,
  activity: CalendarStarRegular,
};

/** Drawn for a source nothing names (an unknown glyph, Element's `el-icon-*`, an empty source): never a blank. */
export const FALLBACK_MENU_ICON: FluentIcon = AppsRegular;

/** The Fluent icons this client can draw, by base name (for tests). */
export const drawableMenuIcons = (): string[] => Object.keys(icons);

/**
 * The icon of a menu's `source`: what BladeX stores there, a class of Saber's icon font (`iconfont iconicon_setting`,
 * drawn as the Fluent icon its glyph stands for, src/shared/bladex/menu-icons.ts), else a glyph named like one of
 * ours (`icon-setting`), or a Fluent base name (databases seeded by an older release). Anything else (a new name,
 * an empty value) is the neutral fallback, never text.
 */
export const resolveMenuIcon = (source: string): FluentIcon => {
  const name = fluentNameOfIcon(source.trim());
  if (Object.prototype.hasOwnProperty.call(icons, name)) return icons[name];
  const font = /(?:^|\s)icon(?:-|icon_)([\w-]+)/.exec(source.trim());
  const bare = font?.[1].toLowerCase().replaceAll('-', '_');
  if (bare && Object.prototype.hasOwnProperty.call(iconFontNames, bare)) return iconFontNames[bare];
  return FALLBACK_MENU_ICON;
};

// createElement: the component is one of the module's constants, looked up, not made during render.
export const MenuIcon = ({ name, className }: { name: string; className?: string }) =>
  createElement(resolveMenuIcon(name), { className, 'aria-hidden': true });
