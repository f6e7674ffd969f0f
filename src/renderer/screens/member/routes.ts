import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** The member screens by menu path (src/server/db/seed-data/menus-people.ts). */
export const memberScreens: Readonly<Record<string, Screen>> = {
  '/member/list': lazy(() => import('./MemberScreen').then((module) => ({ default: module.MemberScreen }))),
};
