import { useState } from 'react';
import type { SearchValues } from '../../../shared/resources';

/** How a list starts: once `ready` (the saved searches are known), from `values` (the default one) if given. */
export interface OpeningSearch {
  ready: boolean;
  values?: SearchValues;
}

/**
 * Holds a list's requests until its opening search is known, then starts the list from it within the same render,
 * so the very first request carries it and no unfiltered page flashes by first. `start` must set state of the
 * calling component (React re-renders it before committing). Returns whether the list may ask the server; without
 * an opening it may at once.
 */
export const useOpeningSearch = (
  opening: OpeningSearch | undefined,
  start: (values: SearchValues) => void,
): boolean => {
  const [opened, setOpened] = useState(opening === undefined);
  if (!opened && (opening === undefined || opening.ready)) {
    setOpened(true);
    if (opening?.values) start(opening.values);
  }
  return opened;
};
