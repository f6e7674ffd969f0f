import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/** Something the page on screen can do, offered by the command palette (issue 20 item 7). */
export interface PageAction {
  id: string;
  label: string;
  /** Extra words the palette matches (the button code, an English name ...). */
  keywords?: readonly string[];
  run: () => void;
}

type Getter = () => readonly PageAction[];

const usePageActionStore = create<{ getters: ReadonlySet<Getter> }>()(() => ({ getters: new Set() }));

/** The actions of the page on screen now: kept-alive pages in the background have none (their effects are paused). */
export const currentPageActions = (): PageAction[] =>
  [...usePageActionStore.getState().getters].flatMap((get) => get());

/**
 * Offers the page's actions to the command palette while the page is on screen. `actions` is read when the palette
 * opens (a fresh list each render costs nothing); a page hidden behind another tab offers nothing, since React pauses
 * its effects.
 */
export const usePageActions = (actions: readonly PageAction[]): void => {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const get: Getter = () => latest.current;
    usePageActionStore.setState((s) => ({ getters: new Set([...s.getters, get]) }));
    return () =>
      usePageActionStore.setState((s) => {
        const getters = new Set(s.getters);
        getters.delete(get);
        return { getters };
      });
  }, []);
};
