// Everything the embedded server seeds into a fresh database, assembled in sidebar order. Pure data: the server
// decides ids, tenants and audit columns when it inserts these.
import { contentBizDicts } from './dicts-biz-content';
import { jobBizDicts } from './dicts-biz-jobs';
import { tradeBizDicts } from './dicts-biz-trade';
import { systemDicts } from './dicts-system';
import { appConfigMenu } from './menus-app-config';
import { activityMenu, unionMenu, welfareMenu } from './menus-campaigns';
import { carMenu } from './menus-cars';
import { cityMenu } from './menus-city';
import { contentMenu } from './menus-content';
import { jobMenu, logMenu, reportMenu, toolMenu, workMenu } from './menus-devops';
import { boardMenu, deskMenu, helpMenu, homeMenu } from './menus-home';
import { merchantMenu } from './menus-merchants';
import { orderMenu } from './menus-orders';
import { canteenMenu, memberMenu, trafficMenu } from './menus-people';
import { authorityMenu, baseMenu, resourceMenu, systemMenu } from './menus-system';
import type { SeedDict, SeedMenu } from './types';

export type { SeedButton, SeedDict, SeedDictItem, SeedMenu, SeedRegion, SeedTopMenu } from './types';
export { seedRegions } from './regions';
export { seedTopMenus } from './top-menus';
export { systemDicts };

/** Top-level sections, each with its screens; the array order is the `sort` order (set here, 1, 2, ...). */
export const seedMenus: SeedMenu[] = [
  homeMenu,
  boardMenu,
  appConfigMenu,
  contentMenu,
  merchantMenu,
  welfareMenu,
  activityMenu,
  unionMenu,
  cityMenu,
  carMenu,
  orderMenu,
  memberMenu,
  canteenMenu,
  trafficMenu,
  deskMenu,
  systemMenu,
  authorityMenu,
  baseMenu,
  resourceMenu,
  jobMenu,
  workMenu,
  toolMenu,
  logMenu,
  reportMenu,
  helpMenu,
].map((menu, index) => ({ ...menu, sort: index + 1 }));

/** Seeded for every tenant into blade_dict_biz. */
export const bizDicts: SeedDict[] = [...tradeBizDicts, ...contentBizDicts, ...jobBizDicts];
