import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** The order screens by menu path (src/server/db/seed-data/menus-orders.ts), each loaded with the engine. */
export const orderScreens: Readonly<Record<string, Screen>> = {
  '/order/product-order': lazy(() =>
    import('./ProductOrderScreen').then((module) => ({ default: module.ProductOrderScreen })),
  ),
};
