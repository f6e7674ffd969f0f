import { HANDOFF_PARAM } from '../../shared/contract/desktop-params';
import type { Tab } from '../../shared/contract/workspace';

const ROLE_KEY = 'dali.window.role';
const TABS_KEY = 'dali.window.tabs';
/** An in-app route (never `//host`, which a browser reads as another site). */
const IN_APP = /^\/(?!\/)/;

/**
 * A torn-off window ("satellite"): opened for a tab moved out of a workspace window. It shares the session (one host)
 * but keeps its own tabs, in this window's sessionStorage (a reload keeps them), and never writes the user's saved
 * tabs, which belong to the workspace window the next start opens.
 */
export const isSatelliteWindow = (): boolean => {
  try {
    return window.sessionStorage.getItem(ROLE_KEY) === 'satellite';
  } catch {
    return false;
  }
};

export const markSatellite = (): void => {
  try {
    window.sessionStorage.setItem(ROLE_KEY, 'satellite');
  } catch {
    // Without sessionStorage the window still works; a reload makes it an ordinary workspace window.
  }
};

export interface SatelliteTabs {
  tabs: Tab[];
  active: string | null;
}

export const readSatelliteTabs = (): SatelliteTabs | null => {
  try {
    const raw = window.sessionStorage.getItem(TABS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SatelliteTabs>;
    if (!Array.isArray(parsed.tabs)) return null;
    const tabs = parsed.tabs.filter((tab): tab is Tab => typeof tab?.value === 'string' && IN_APP.test(tab.value));
    const active = tabs.some((tab) => tab.value === parsed.active) ? (parsed.active ?? null) : (tabs[0]?.value ?? null);
    return { tabs, active };
  } catch {
    return null;
  }
};

export const writeSatelliteTabs = (state: SatelliteTabs): void => {
  try {
    window.sessionStorage.setItem(TABS_KEY, JSON.stringify(state));
  } catch {
    // A full or missing sessionStorage loses the satellite's tabs on reload only.
  }
};

/**
 * The handoff a torn-off window was opened with (`?dali-handoff=` in the route, or in the hash route's query under
 * app://), removed from the address at once so a reload or a copied link never replays it. Null for other windows.
 */
export const takeHandoffParam = (): string | null => {
  const { location, history } = window;
  const inHash = location.hash.startsWith('#/');
  const route = inHash ? location.hash.slice(1) : `${location.pathname}${location.search}`;
  const [path, query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  const id = params.get(HANDOFF_PARAM);
  if (!id) return null;
  params.delete(HANDOFF_PARAM);
  const rest = params.toString();
  const clean = `${path}${rest ? `?${rest}` : ''}`;
  history.replaceState(history.state, '', inHash ? `${location.pathname}${location.search}#${clean}` : clean);
  return id;
};
