import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

const BoardEntryPage: Screen = lazy(() =>
  import('../board-entry/BoardEntryPage').then((m) => ({ default: m.BoardEntryPage })),
);

/** Shell pages behind menu paths (the big-data board's entries), which are no resource's screen. */
const shellScreens: Readonly<Record<string, Screen>> = {
  '/board/screen': BoardEntryPage,
  '/board/finance': BoardEntryPage,
};

/** The screens' resolver: the registry and the engine, one chunk, loaded with the first screen that needs it. */
const resolver = () => import('../../screens/resolve-screen');

const pending = new Map<string, Promise<ComponentType | null>>();

/**
 * The screen of a path as a promise (for `use`): a shell page, or what the screens' resolver finds (a definition
 * whose menu is the path, a domain's own screen), or null. One promise per path, so a screen is resolved once and
 * keeps its identity (and its tab its state).
 */
export const screenFor = (path: string): Promise<ComponentType | null> => {
  const known = pending.get(path);
  if (known) return known;
  const shell = shellScreens[path];
  const found = shell ? Promise.resolve<ComponentType>(shell) : resolver().then((module) => module.resolveScreen(path));
  pending.set(path, found);
  return found;
};
