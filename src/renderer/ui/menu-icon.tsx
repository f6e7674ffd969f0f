import { createElement } from 'react';
import {
  AppsRegular,
  BriefcaseRegular,
  BuildingShopRegular,
  CalendarStarRegular,
  CodeRegular,
  DataPieRegular,
  DataTrendingRegular,
  DocumentBulletListRegular,
  DocumentSearchRegular,
  FlowRegular,
  FoodRegular,
  GiftRegular,
  HatGraduationRegular,
  HomeRegular,
  PeopleCommunityRegular,
  PeopleRegular,
  PeopleTeamRegular,
  QuestionCircleRegular,
  ReceiptRegular,
  SettingsRegular,
  TimerRegular,
  VehicleCarRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

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
  DocumentBulletList: DocumentBulletListRegular,
  DocumentSearch: DocumentSearchRegular,
  Flow: FlowRegular,
  Food: FoodRegular,
  Gift: GiftRegular,
  HatGraduation: HatGraduationRegular,
  Home: HomeRegular,
  People: PeopleRegular,
  PeopleCommunity: PeopleCommunityRegular,
  PeopleTeam: PeopleTeamRegular,
  QuestionCircle: QuestionCircleRegular,
  Receipt: ReceiptRegular,
  Settings: SettingsRegular,
  Timer: TimerRegular,
  VehicleCar: VehicleCarRegular,
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

/**
 * The icon of a menu's `source`: a Fluent base name (`Settings`), or a BladeX icon-font class (`iconfont icon-xxx`,
 * `iconfont iconicon_xxx`). Anything else (a new name, an empty value) is the neutral fallback, never text.
 */
export const resolveMenuIcon = (source: string): FluentIcon => {
  const name = source.trim();
  if (Object.prototype.hasOwnProperty.call(icons, name)) return icons[name];
  const font = /(?:^|\s)icon(?:-|icon_)([\w-]+)/.exec(name);
  const bare = font?.[1].toLowerCase().replaceAll('-', '_');
  if (bare && Object.prototype.hasOwnProperty.call(iconFontNames, bare)) return iconFontNames[bare];
  return AppsRegular;
};

// createElement: the component is one of the module's constants, looked up, not made during render.
export const MenuIcon = ({ name, className }: { name: string; className?: string }) =>
  createElement(resolveMenuIcon(name), { className, 'aria-hidden': true });
