import type { Language } from '../../../shared/i18n';
import { menuLabel, searchMenus, type MenuItem } from '../../stores/updates/menu-updates';

/** Where an entry comes from, in the order the palette lists them. */
export type PaletteGroup = 'actions' | 'tabs' | 'menus' | 'commands';

export interface PaletteEntry {
  id: string;
  group: PaletteGroup;
  label: string;
  /** Shown beside the label: a menu's trail, a tab's path. */
  detail?: string;
  keywords?: readonly string[];
  run: () => void;
}

/** What the palette searches, besides the menus: the page's actions, the open tabs, the workspace's commands. */
export interface PaletteSources {
  actions: readonly PaletteEntry[];
  tabs: readonly PaletteEntry[];
  commands: readonly PaletteEntry[];
  menus: readonly MenuItem[];
  /** Opens a menu the way the sidebar does (an external link in a new window, otherwise its route). */
  openMenu: (item: MenuItem) => void;
}

/** Menus found by one search; more would not fit a list anyone reads. */
export const MAX_MENU_RESULTS = 50;

/** `>` first: the page's actions and the commands only (as in code editors). */
export const ACTIONS_ONLY = '>';

const matches = (entry: PaletteEntry, wanted: string): boolean =>
  [entry.label, ...(entry.keywords ?? [])].some((text) => text.toLocaleLowerCase().includes(wanted));

/**
 * The palette's results for a text (issue 20 item 7). Menus keep the menu search's rule (spec 000 §2.3: leaf menus
 * whose name starts with the text, any case); the page's actions, the open tabs and the commands match anywhere in
 * their name. No text: the actions, the other open tabs and the commands, ready for the arrow keys.
 */
export const paletteResults = (sources: PaletteSources, text: string, language: Language): PaletteEntry[] => {
  const trimmed = text.trim();
  const actionsOnly = trimmed.startsWith(ACTIONS_ONLY);
  const wanted = (actionsOnly ? trimmed.slice(ACTIONS_ONLY.length) : trimmed).trim().toLocaleLowerCase();
  const pick = (entries: readonly PaletteEntry[]) =>
    wanted ? entries.filter((e) => matches(e, wanted)) : [...entries];
  if (actionsOnly) return [...pick(sources.actions), ...pick(sources.commands)];
  const menus: PaletteEntry[] = wanted
    ? searchMenus(sources.menus, wanted, language)
        .slice(0, MAX_MENU_RESULTS)
        .map((leaf) => ({
          id: `menu:${leaf.item.id}`,
          group: 'menus',
          label: menuLabel(leaf.item, language),
          detail: leaf.trail.join(' / '),
          run: () => sources.openMenu(leaf.item),
        }))
    : [];
  return [...pick(sources.actions), ...pick(sources.tabs), ...menus, ...pick(sources.commands)];
};
