import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { create } from 'zustand';
import type { SessionUser } from '../../shared/contract/session';
import { workspaceZh } from '../../shared/i18n/workspace.zh';
import { getEnvelopeData } from '../shell/layout/bladex-get';
import {
  appendIndexToChildless,
  findLeafByPath,
  isExternalPath,
  menuLeaves,
  mergeMenus,
  parseMenuNodes,
  visibleForRole,
  type MenuItem,
} from './updates/menu-updates';
import { useSessionUser } from './session-store';

export type { MenuItem, MenuLeaf } from './updates/menu-updates';

/** A top-menu entry (`menu/top-menu`), with the home item the shell always puts first. */
export interface TopMenuItem {
  /** Empty for the home item: it loads the whole menu. */
  id: string;
  label: string;
  labelEn: string;
  path: string;
  icon: string;
}

interface MenuUiState {
  /** The top menu whose sections the sidebar shows; null is the home item (everything granted). */
  topMenuId: string | null;
}

export const useMenuStore = create<MenuUiState>()(() => ({ topMenuId: null }));

export const menuActions = {
  chooseTopMenu: (topMenuId: string | null) => useMenuStore.setState({ topMenuId }),
  reset: () => useMenuStore.setState({ topMenuId: null }),
};

/** Everything that changes what the server grants: a switch of dept or role loads a new menu. */
const identityKey = (user: SessionUser | null): string =>
  user ? `${user.tenantId}:${user.userId}:${user.roleId}:${user.deptId}` : 'signed-out';

export const menuQueryRoot = ['menu'] as const;

const fetchRoutes = async (topMenuId: string | null): Promise<MenuItem[]> =>
  parseMenuNodes(await getEnvelopeData('/api/blade-system/menu/routes', topMenuId ? { topMenuId } : undefined));

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const homeTopMenu: TopMenuItem = {
  id: '',
  // Compared with the server's names, which are zh: the seeded 首页 at /wel/index folds into this one.
  label: workspaceZh.layout.topMenu.home,
  labelEn: '',
  path: '/wel/index',
  icon: 'Home',
};

/** Home plus the server's top menus, de-duplicated by label and path (spec 000 §2.3). */
export const parseTopMenus = (data: unknown): TopMenuItem[] => {
  const items: TopMenuItem[] = [homeTopMenu];
  if (!Array.isArray(data)) return items;
  for (const raw of data) {
    if (!isRecord(raw)) continue;
    const meta = isRecord(raw.meta) ? raw.meta : {};
    const i18n = isRecord(meta.i18n) ? meta.i18n : {};
    const item: TopMenuItem = {
      id: str(raw.id),
      label: str(raw.name).trim(),
      labelEn: str(i18n.en).trim() || str(raw.nameEn).trim(),
      path: str(raw.path).trim(),
      icon: str(raw.source).trim(),
    };
    if (!item.id || !item.label) continue;
    if (items.some((existing) => existing.label === item.label && existing.path === item.path)) continue;
    items.push(item);
  }
  return items;
};

export interface MenuView {
  /** The union of every menu loaded (whole grant and current top menu), for routes, search and tabs. */
  items: MenuItem[];
  /** What the sidebar shows: the current top menu's sections. */
  sidebar: MenuItem[];
  isLoading: boolean;
  /** The message of a failed load; the sidebar shows it with a retry. */
  error: string | null;
  retry: () => void;
}

/** The query of one top menu's part of the menu (`null`: the whole grant), shared by the sidebar and the top menu. */
export const menuRoutesQuery = (user: SessionUser | null, topMenuId: string | null) => ({
  queryKey: [...menuQueryRoot, 'routes', identityKey(user), topMenuId ?? ''] as const,
  queryFn: () => fetchRoutes(topMenuId),
  retry: 0,
  staleTime: Infinity,
});

/**
 * Where choosing a top menu leads (issue 19): its own page when the user's menu holds it, else the first screen of
 * its part of the menu, else nowhere (null) — never to a page the user cannot open.
 */
export const topMenuLanding = (
  item: TopMenuItem,
  whole: readonly MenuItem[],
  part: readonly MenuItem[],
): string | null => {
  const granted = appendIndexToChildless(whole);
  if (item.path.startsWith('/') && findLeafByPath(granted, item.path)) return item.path;
  const first = menuLeaves(appendIndexToChildless(part)).find((leaf) => !isExternalPath(leaf.item.path));
  return first ? first.item.path : null;
};

/**
 * The signed-in user's menu from `GET /api/blade-system/menu/routes` (the whole grant, plus the chosen top
 * menu's part), role-filtered and with `/index` appended to childless top-level items.
 */
export const useMenu = (): MenuView => {
  const user = useSessionUser();
  const topMenuId = useMenuStore((s) => s.topMenuId);
  const enabled = user !== null;
  const all = useQuery({ ...menuRoutesQuery(user, null), enabled });
  const top = useQuery({ ...menuRoutesQuery(user, topMenuId), enabled: enabled && topMenuId !== null });
  const roleName = user?.roleName ?? '';
  const items = useMemo(() => {
    const lists = [all.data ?? [], top.data ?? []];
    return appendIndexToChildless(visibleForRole(mergeMenus(lists), roleName));
  }, [all.data, top.data, roleName]);
  const sidebar = useMemo(() => {
    if (topMenuId === null) return items;
    return appendIndexToChildless(visibleForRole(top.data ?? [], roleName));
  }, [items, top.data, topMenuId, roleName]);
  const failed = all.error ?? (topMenuId !== null ? top.error : null);
  const { refetch: refetchAll } = all;
  const { refetch: refetchTop } = top;
  const retry = useMemo(
    () => () => {
      void refetchAll();
      if (topMenuId !== null) void refetchTop();
    },
    [refetchAll, refetchTop, topMenuId],
  );
  return {
    items,
    sidebar,
    isLoading: all.isPending || (topMenuId !== null && top.isPending),
    error: failed ? failed.message : null,
    retry,
  };
};

/** The top menu bar's entries. A failure leaves just the home item (the whole menu stays reachable). */
export const useTopMenus = (): TopMenuItem[] => {
  const user = useSessionUser();
  const { data } = useQuery({
    queryKey: [...menuQueryRoot, 'top', identityKey(user)],
    queryFn: async () => parseTopMenus(await getEnvelopeData('/api/blade-system/menu/top-menu')),
    enabled: user !== null,
    retry: 0,
    staleTime: Infinity,
  });
  return data ?? [homeTopMenu];
};

export interface GrantedButton {
  code: string;
  label: string;
  labelEn: string;
}

/** `menu/buttons`: parent menu id → the buttons the user's roles hold on it (bladex-contract.md §3.3). */
export const parseButtons = (data: unknown): Map<string, GrantedButton[]> => {
  const byMenu = new Map<string, GrantedButton[]>();
  if (!Array.isArray(data)) return byMenu;
  const collect = (node: unknown, parentId: string) => {
    if (!isRecord(node)) return;
    const children = Array.isArray(node.children) ? node.children : [];
    if (children.length === 0) {
      const meta = isRecord(node.meta) ? node.meta : {};
      const i18n = isRecord(meta.i18n) ? meta.i18n : {};
      const code = str(node.code);
      if (!code) return;
      const list = byMenu.get(parentId) ?? [];
      list.push({ code, label: str(node.name), labelEn: str(i18n.en) });
      byMenu.set(parentId, list);
      return;
    }
    for (const child of children) collect(child, str(node.id));
  };
  for (const parent of data) collect(parent, '');
  return byMenu;
};

/** The permission map of spec 000 §6 (code → true), grouped per menu for the screens that show it. */
export const useMenuButtons = () => {
  const user = useSessionUser();
  return useQuery({
    queryKey: [...menuQueryRoot, 'buttons', identityKey(user)],
    queryFn: async () => parseButtons(await getEnvelopeData('/api/blade-system/menu/buttons')),
    enabled: user !== null,
    retry: 0,
    staleTime: Infinity,
  });
};
