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
 * The icons of the menu's top-level sections and the top menus, by the Fluent base name the server sends
 * in `source`. Only names in use are listed: each icon is code in the layout chunk. Leaves show no icon.
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

/** An unknown name (a BladeX `iconfont ...` class, a new section) falls back to a neutral icon. */
export const MenuIcon = ({ name, className }: { name: string; className?: string }) => {
  const Icon = Object.prototype.hasOwnProperty.call(icons, name) ? icons[name] : AppsRegular;
  return <Icon className={className} aria-hidden />;
};
