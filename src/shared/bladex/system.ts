/**
 * Menu, dictionary, region and file shapes (bladex-contract.md §3, §4, §5, §7).
 */

/** A node of `menu/routes` and `menu/buttons`. */
export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  /** 1 menu, 2 button. */
  category: 1 | 2;
  /** 0 none, 1 toolbar, 2 row, 3 both. */
  action: number;
  /** 1 no, 2 yes: open in a new window. */
  isOpen: 1 | 2;
  remark: string;
  isDeleted: number;
  /** Role aliases allowed to see the item; empty means everyone (spec 000 §2.3). */
  roles?: string[];
  /** Translation keys: `{ en: 'Users' }`; zh is `name`. */
  meta?: { i18n?: Record<string, string> } & Record<string, unknown>;
  parentName?: string;
  categoryName?: string;
  actionName?: string;
  isOpenName?: string;
  children?: MenuNode[];
  hasChildren?: boolean;
}

export interface TopMenu {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
}

/** An item of `dict/dictionary?code=` or `dict-biz/dictionary?code=`. Bind label=dictValue, value=dictKey. */
export interface DictItem {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed?: number;
}

/** `dict/anon/getDictMap`: code → items. */
export type DictMap = Record<string, DictItem[]>;

/** A row of `blade_region`; code is the key. `regionLevel`: 0 country ... 5 village. */
export interface Region {
  code: string;
  parentCode: string;
  ancestors: string;
  name: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  townCode: string;
  townName: string;
  villageCode: string;
  villageName: string;
  regionLevel: number;
  sort: number;
  remark: string;
}

/** `oss/endpoint/put-file` answer. */
export interface BladeFile {
  link: string;
  domain: string;
  name: string;
  originalName: string;
}
