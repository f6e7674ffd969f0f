import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { usePageTab } from './carried-state';

/** Something the page on screen can do, offered by the command palette (issue 20 item 7). */
export interface PageAction {
  id: string;
  label: string;
  /** Extra words the palette matches (the button code, an English name ...). */
  keywords?: readonly string[];
  run: () => void;
}

interface Offer {
  /** The tab of the page that offers them (its path and query). */
  tabValue: string;
  get: () => readonly PageAction[];
}

const usePageActionStore = create<{ offers: ReadonlySet<Offer> }>()(() => ({ offers: new Set() }));

/** The actions of the page on screen (the active tab's); kept-alive pages in the background offer none. */
export const currentPageActions = (activeTab: string | null): PageAction[] =>
  [...usePageActionStore.getState().offers].filter((offer) => offer.tabValue === activeTab).flatMap((o) => o.get());

/**
 * Offers the page's actions to the command palette while its tab is the active one. `actions` is read when the palette
 * opens (a fresh list each render costs nothing).
 */
export const usePageActions = (actions: readonly PageAction[]): void => {
  const tabValue = usePageTab();
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (tabValue === null) return;
    const offer: Offer = { tabValue, get: () => latest.current };
    usePageActionStore.setState((s) => ({ offers: new Set([...s.offers, offer]) }));
    return () =>
      usePageActionStore.setState((s) => {
        const offers = new Set(s.offers);
        offers.delete(offer);
        return { offers };
      });
  }, [tabValue]);
};
