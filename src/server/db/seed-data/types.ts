// Shapes of the seed data the embedded server loads into blade_menu, blade_top_menu, blade_dict,
// blade_dict_biz and blade_region. Kept free of ids and audit columns: the server assigns those, so the
// data stays readable and diff-friendly.

/** A category-2 menu row: its `code` is the permission key the renderer checks (bladex-contract.md §3.3). */
export interface SeedButton {
  code: string;
  name: string;
  nameEn: string;
  alias: string;
  path: string;
  /** 1 toolbar, 2 row, 3 both (dict `button_func`). */
  action: 1 | 2 | 3;
  sort: number;
}

export interface SeedMenu {
  /** Unique across the whole tree, snake_case, e.g. 'system', 'user', 'order_product'. */
  code: string;
  /** zh, as an operator reads it in the sidebar. */
  name: string;
  nameEn: string;
  /** Route path ('/system/user'); sections use their prefix ('/system'); external links are full https URLs. */
  path: string;
  /**
   * A Fluent icon base name ('Settings', 'People', 'Box') or a Saber icon-font class; stored as the icon-font
   * class BladeX stores (bladex-icons.ts).
   */
  source: string;
  sort: number;
  /** 2 = open in a new window (external links only); omitted = 1. */
  isOpen?: 1 | 2;
  /** Role aliases allowed to see it; omitted = everyone with a grant. */
  roles?: string[];
  children?: SeedMenu[];
  buttons?: SeedButton[];
}

export interface SeedTopMenu {
  code: string;
  name: string;
  nameEn: string;
  source: string;
  sort: number;
  path: string;
  /** Codes of the top-level menus shown under this top menu. */
  menuCodes: string[];
}

export interface SeedDictItem {
  key: string;
  value: string;
  valueEn: string;
  sort: number;
  remark?: string;
}

export interface SeedDict {
  code: string;
  name: string;
  nameEn: string;
  items: SeedDictItem[];
}

/** level: 0 country, 1 province, 2 city, 3 district/county, 4 town (dict `region`). */
export interface SeedRegion {
  code: string;
  name: string;
  level: number;
  children?: SeedRegion[];
}
