import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_LocationContext } from 'react-router';

/**
 * What a page carries when its tab moves to another window (tear-off and back, issue 20 item 7): each part of the page
 * (the list's search, page and sort; the scroll position) hands out a JSON snapshot, and takes it back once in the
 * new window. Keyed by the tab (its path and query).
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type Carried = Record<string, Json>;

const carriers = new Map<string, Map<string, () => Json>>();
const incoming = new Map<string, Carried>();

/** Everything the page of this tab carries right now (the parts on screen; a hidden page carries nothing). */
export const collectCarried = (tabValue: string): Carried => {
  const parts = carriers.get(tabValue);
  if (!parts) return {};
  const carried: Carried = {};
  for (const [part, snapshot] of parts) carried[part] = snapshot();
  return carried;
};

/** Hands a moved tab's state to the page that is about to open it in this window. */
export const provideCarried = (tabValue: string, carried: Carried): void => {
  if (Object.keys(carried).length > 0) incoming.set(tabValue, carried);
};

/** A part of a moved tab's state, once (for code that knows its tab without a route of its own). */
export const takeCarriedPart = (tabValue: string, part: string): Json | undefined => {
  const carried = incoming.get(tabValue);
  if (!carried || !(part in carried)) return undefined;
  const value = carried[part];
  delete carried[part];
  if (Object.keys(carried).length === 0) incoming.delete(tabValue);
  return value;
};

/**
 * The tab of the page this hook runs in (its own location under the workspace's keep-alive), or null outside a router
 * (a screen rendered on its own, as in tests): such a page carries nothing and receives nothing.
 */
export const usePageTab = (): string | null => {
  const location = useContext(UNSAFE_LocationContext)?.location;
  return location ? `${location.pathname}${location.search}` : null;
};

/**
 * The state this part of the page brought from another window, once, checked by `guard` (anything else is ignored);
 * undefined when the page opened the usual way.
 */
export const useCarriedIn = <T>(part: string, guard: (value: unknown) => value is T): T | undefined => {
  const tabValue = usePageTab();
  const [value] = useState(() => {
    const carried = tabValue === null ? undefined : takeCarriedPart(tabValue, part);
    return guard(carried) ? carried : undefined;
  });
  return value;
};

/** Offers this part's state to a tear-off while the page is on screen; `snapshot` is read at the moment of the move. */
export const useCarryOut = (part: string, snapshot: () => Json): void => {
  const tabValue = usePageTab();
  useCarryOutFor(tabValue ?? '', part, snapshot, tabValue !== null);
};

/** `useCarryOut` for a known tab, while `enabled` (the page frame, which sits outside the page's own route). */
export const useCarryOutFor = (tabValue: string, part: string, snapshot: () => Json, enabled: boolean): void => {
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });
  useEffect(() => {
    if (!enabled) return;
    const parts = carriers.get(tabValue) ?? new Map<string, () => Json>();
    const read = () => latest.current();
    parts.set(part, read);
    carriers.set(tabValue, parts);
    return () => {
      if (parts.get(part) === read) parts.delete(part);
      if (parts.size === 0 && carriers.get(tabValue) === parts) carriers.delete(tabValue);
    };
  }, [tabValue, part, enabled]);
};
