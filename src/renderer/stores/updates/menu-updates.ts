import { unwrapEnvelope } from '../../platform/bladex-client';
import type { Language } from '../../../shared/i18n';

/**
 * The sidebar's view of a BladeX menu node (bladex-contract.md §3.2): only what the shell draws and routes by.
 * Built from the wire by `parseMenuNodes`, so a malformed server answer never reaches a component.
 */
export interface MenuItem {
  id: string;
  /** zh name, as the server sends it. */
  label: string;
  /** `meta.i18n.en`; empty when the server has no English name. */
  labelEn: string;
  /** An in-app route (`/system/user`) or an external `http(s)://` link. */
  path: string;
  /** A Fluent icon base name such as `Settings`. */
  icon: string;
  /** 1 navigate inside the app, 2 open in a new (OS browser) window. */
  isOpen: 1 | 2;
  /** Role aliases allowed to see the item; empty means everyone. */
  roles: string[];
  children: MenuItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const parseNode = (value: unknown): MenuItem | null => {
  if (!isRecord(value)) return null;
  const label = str(value.name).trim();
  const path = str(value.path).trim();
  if (!label) return null;
  // Buttons share the tree shape; only menus (category 1, or no category at all) become sidebar items.
  if (value.category !== undefined && value.category !== 1 && value.category !== '1') return null;
  const meta = isRecord(value.meta) ? value.meta : {};
  const i18n = isRecord(meta.i18n) ? meta.i18n : {};
  const roles = Array.isArray(value.roles) ? value.roles.map(str).filter(Boolean) : [];
  return {
    id: str(value.id) || `${label}:${path}`,
    label,
    labelEn: str(i18n.en).trim(),
    path,
    icon: str(value.source).trim(),
    isOpen: value.isOpen === 2 || value.isOpen === '2' ? 2 : 1,
    roles,
    children: parseMenuNodes(value.children),
  };
};

/** Reads a `menu/routes` tree (the `data` of the R envelope); anything that is not a menu node is dropped. */
export const parseMenuNodes = (value: unknown): MenuItem[] => {
  if (!Array.isArray(value)) return [];
  return value.map(parseNode).filter((item): item is MenuItem => item !== null);
};

/** The envelope's `data` when the call succeeded (`success` or code 200), else null. */
export const menuListFromBody = (body: unknown): MenuItem[] | null => {
  try {
    const data = unwrapEnvelope<unknown>(200, body);
    return data === null || data === undefined ? [] : parseMenuNodes(data);
  } catch {
    return null;
  }
};

export const isExternalPath = (path: string): boolean => /^https?:\/\//i.test(path);

const sameEntry = (a: MenuItem, b: MenuItem): boolean => a.label === b.label && a.path === b.path;

/**
 * The union of several loaded menus, de-duplicated by label and path (spec 000 §2.3, Saber's SET_MENU_ALL).
 * A duplicate's children are merged into the first occurrence, so a section loaded under two top menus
 * ends up with the screens of both.
 */
export const mergeMenus = (lists: readonly MenuItem[][]): MenuItem[] => {
  const merged: MenuItem[] = [];
  for (const list of lists) {
    for (const item of list) {
      const index = merged.findIndex((existing) => sameEntry(existing, item));
      if (index === -1) {
        merged.push({ ...item, children: mergeMenus([item.children]) });
      } else {
        const existing = merged[index];
        merged[index] = { ...existing, children: mergeMenus([existing.children, item.children]) };
      }
    }
  }
  return merged;
};

/**
 * Top-level items without children get `/index` appended (Saber wraps them as an `index` child route).
 * A path that already ends in `/index` (the seeded home item is `/wel/index`) and external links are left alone.
 */
export const appendIndexToChildless = (items: readonly MenuItem[]): MenuItem[] =>
  items.map((item) => {
    if (item.children.length > 0 || isExternalPath(item.path) || item.path === '') return item;
    if (/\/index$/.test(item.path)) return item;
    return { ...item, path: `${item.path.replace(/\/+$/, '')}/index` };
  });

/** The aliases of a session's comma-joined `roleName` (`administrator,admin`). */
export const roleAliases = (roleName: string): string[] =>
  roleName
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);

/**
 * Hides every item that lists role restrictions none of which the user holds (spec 000 §6), with its branch.
 * The embedded server already filters; a BladeX deployment may not, so the client applies the rule too.
 */
export const visibleForRole = (items: readonly MenuItem[], roleName: string): MenuItem[] => {
  const mine = roleAliases(roleName);
  return items
    .filter((item) => item.roles.length === 0 || item.roles.some((role) => mine.includes(role)))
    .map((item) => ({ ...item, children: visibleForRole(item.children, roleName) }));
};

export const menuLabel = (item: Pick<MenuItem, 'label' | 'labelEn'>, language: Language): string =>
  language === 'en' && item.labelEn ? item.labelEn : item.label;

export interface MenuLeaf {
  item: MenuItem;
  /** Labels of the ancestors, outermost first, in the language asked for. */
  trail: string[];
  /** Ids from the top-level ancestor down to the leaf itself. */
  lineage: string[];
}

/** Every leaf (an item without children), depth first, in menu order. */
export const menuLeaves = (items: readonly MenuItem[], language: Language = 'zh'): MenuLeaf[] => {
  const leaves: MenuLeaf[] = [];
  const visit = (item: MenuItem, trail: string[], lineage: string[]) => {
    const ids = [...lineage, item.id];
    if (item.children.length === 0) {
      leaves.push({ item, trail, lineage: ids });
      return;
    }
    for (const child of item.children) visit(child, [...trail, menuLabel(item, language)], ids);
  };
  for (const item of items) visit(item, [], []);
  return leaves;
};

/**
 * Menu search (spec 000 §2.3): leaves whose name in the current language starts with the text,
 * case-insensitively. An empty text lists every leaf, so the overlay doubles as a menu browser.
 */
export const searchMenus = (items: readonly MenuItem[], prefix: string, language: Language): MenuLeaf[] => {
  const wanted = prefix.trim().toLocaleLowerCase();
  const leaves = menuLeaves(items, language);
  if (!wanted) return leaves;
  return leaves.filter((leaf) => menuLabel(leaf.item, language).toLocaleLowerCase().startsWith(wanted));
};

/** The leaf routed at exactly this in-app path, if the menu has one. */
export const findLeafByPath = (items: readonly MenuItem[], path: string): MenuLeaf | null =>
  menuLeaves(items).find((leaf) => !isExternalPath(leaf.item.path) && leaf.item.path === path) ?? null;

/** The leaf whose external link this is (for the label of a /myiframe tab). */
export const findLeafByLink = (items: readonly MenuItem[], link: string): MenuLeaf | null =>
  menuLeaves(items).find((leaf) => leaf.item.path === link) ?? null;

/**
 * The leaf to highlight for a path: the exact match, else the leaf whose path is the longest prefix of it
 * (its group: `/system/user/detail` belongs to `/system/user`).
 */
export const activeLeafFor = (items: readonly MenuItem[], path: string): MenuLeaf | null => {
  const exact = findLeafByPath(items, path);
  if (exact) return exact;
  let best: MenuLeaf | null = null;
  for (const leaf of menuLeaves(items)) {
    const own = leaf.item.path;
    if (isExternalPath(own) || own === '' || own === '/') continue;
    if (path.startsWith(`${own}/`) && (!best || own.length > best.item.path.length)) best = leaf;
  }
  return best;
};

/** The in-app route a menu leaf opens: itself, or the embedded-page route for an external link opened inside. */
export const iframeRouteFor = (link: string): string => `/myiframe/${encodeURIComponent(link)}`;
