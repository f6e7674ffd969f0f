import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type * as MerchantScreens from './merchant-screens';

type Screen = LazyExoticComponent<ComponentType>;

const load = (pick: (module: typeof MerchantScreens) => ComponentType): Screen =>
  lazy(() => import('./merchant-screens').then((module) => ({ default: pick(module) })));

/** The merchant screens by menu path (src/server/db/seed-data/menus-merchants.ts). */
export const merchantScreens: Readonly<Record<string, Screen>> = {
  '/merchant/list': load((m) => m.MerchantListScreen),
  '/merchant/category': load((m) => m.MerchantCategoryScreen),
  '/merchant/product': load((m) => m.ProductScreen),
};
