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
import { createElement } from 'react';
import { fluentNameOfIcon } from '../../../shared/bladex/menu-icons';

/**
 * The icons of the menu's top-level sections and the top menus, by Fluent base name. `source` holds what BladeX
 * stores: an icon-font class (`iconfont iconicon_setting`), drawn as the Fluent icon its glyph names
 * (src/shared/bladex/menu-icons.ts); databases seeded by an older release hold the Fluent name itself. Only icons
 * in use are listed (each is code in the layout chunk). Leaves show no icon.
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

/** Drawn for a source nothing names (an unknown glyph, Element's `el-icon-*`, an empty source): never a blank. */
export const FALLBACK_MENU_ICON: FluentIcon = AppsRegular;

/** The Fluent icons this client can draw, by base name (for tests). */
export const drawableMenuIcons = (): string[] => Object.keys(icons);

/** The icon of a menu's `source`. */
export const menuIconFor = (source: string): FluentIcon => {
  const name = fluentNameOfIcon(source);
  return Object.prototype.hasOwnProperty.call(icons, name) ? icons[name] : FALLBACK_MENU_ICON;
};

export const MenuIcon = ({ name, className }: { name: string; className?: string }) =>
  createElement(menuIconFor(name), { className, 'aria-hidden': true });
