import type { Tab } from '../../stores/tabs-store';
import { findLeafByLink, findLeafByPath, type MenuItem } from '../../stores/updates/menu-updates';
import type { RouteHandle } from './route-handle';

const queryRecord = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

const iframeLink = (pathname: string): string | null => {
  try {
    return decodeURIComponent(decodeURIComponent(pathname.slice('/myiframe/'.length)));
  } catch {
    return null;
  }
};

/** The result of looking a location up: a tab to open, none (the route opts out), or not known yet. */
export type TabLookup = { kind: 'tab'; tab: Tab } | { kind: 'none' } | { kind: 'pending' };

/**
 * The tab of the page at a location (spec 000 §2.2: label, path, params, query, meta). Fixed routes are
 * named by their route; menu routes take the menu's names, so the label follows the language.
 */
export const tabForLocation = (
  location: { pathname: string; search: string },
  handle: RouteHandle,
  menu: { items: MenuItem[]; isLoading: boolean },
): TabLookup => {
  if (handle.noTab) return { kind: 'none' };
  const value = `${location.pathname}${location.search}`;
  const base = { value, params: {}, query: queryRecord(location.search), group: [] };
  if (handle.route === 'iframe') {
    const link = iframeLink(location.pathname);
    const leaf = link ? findLeafByLink(menu.items, link) : null;
    const meta: Tab['meta'] = leaf
      ? { route: 'iframe', labelEn: leaf.item.labelEn, menuId: leaf.item.id }
      : { route: 'iframe' };
    return { kind: 'tab', tab: { ...base, label: leaf ? leaf.item.label : '', meta } };
  }
  if (handle.route) return { kind: 'tab', tab: { ...base, label: '', meta: { route: handle.route } } };
  if (menu.isLoading) return { kind: 'pending' };
  const leaf = findLeafByPath(menu.items, location.pathname);
  if (!leaf) return { kind: 'none' };
  return {
    kind: 'tab',
    tab: { ...base, label: leaf.item.label, meta: { labelEn: leaf.item.labelEn, menuId: leaf.item.id } },
  };
};
