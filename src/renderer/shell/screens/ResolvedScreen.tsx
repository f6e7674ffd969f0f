import { createElement, use, type ReactNode } from 'react';
import { screenFor } from './screen-registry';

/**
 * The screen of a path, or `fallback` when nothing renders it. Suspends (its caller's Suspense shows the loading
 * state) while the screens' chunk loads the first time.
 */
export const ResolvedScreen = ({ path, fallback }: { path: string; fallback: ReactNode }) => {
  const Screen = use(screenFor(path));
  return Screen ? createElement(Screen) : fallback;
};
