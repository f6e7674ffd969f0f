import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { crudScreens } from '../../screens/crud-screens';
import { memberScreens } from '../../screens/member/routes';
import { merchantScreens } from '../../screens/merchant/routes';
import { orderScreens } from '../../screens/order/routes';

type Screen = LazyExoticComponent<ComponentType>;

const BoardEntryPage: Screen = lazy(() =>
  import('../board-entry/BoardEntryPage').then((m) => ({ default: m.BoardEntryPage })),
);

/**
 * Menu path → the screen that renders it, each its own lazy chunk. A path missing here shows the honest
 * placeholder (ScreenPlaceholder). The CRUD and hand-written screens of later issues register here.
 */
export const screenRegistry: Readonly<Record<string, Screen>> = {
  // The big-data board is issue 5; until then its menu entries open the board entry page.
  '/board/screen': BoardEntryPage,
  '/board/finance': BoardEntryPage,
  // Issue 4: the system-administration screens of the CRUD engine (src/renderer/screens).
  ...crudScreens,
  // Issue 5: the order list (with its statistics), the merchant list, category tree, products and members.
  ...orderScreens,
  ...merchantScreens,
  ...memberScreens,
};

export const screenFor = (path: string): Screen | null =>
  Object.prototype.hasOwnProperty.call(screenRegistry, path) ? screenRegistry[path] : null;
