import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { resourceRoutes, type ResourceRoutePath } from './resource-routes';
import type * as SystemScreenModule from './system/system-screens';

type Screen = LazyExoticComponent<ComponentType>;
type SystemScreens = typeof SystemScreenModule;

// One chunk for the system-administration screens and the engine, loaded on the first such screen.
const load = (pick: (module: SystemScreens) => ComponentType): Screen =>
  lazy(() => import('./system/system-screens').then((module) => ({ default: pick(module) })));

/** Screens that are more than their definition's list: a dialog or a parent/child layout beside the engine. */
const handWritten: Partial<Record<ResourceRoutePath, Screen>> = {
  '/system/user': load((m) => m.UserAreaScreen),
  '/system/role': load((m) => m.RoleScreen),
  '/system/topmenu': load((m) => m.TopMenuScreen),
  '/system/tenant': load((m) => m.TenantScreen),
  '/system/dict': load((m) => m.SystemDictScreen),
  '/system/dict-biz': load((m) => m.BizDictScreen),
  '/system/attach': load((m) => m.AttachScreen),
  '/system/sms': load((m) => m.SmsScreen),
  '/system/region': load((m) => m.RegionScreen),
};

/**
 * Menu path (and fixed route) → screen for the CRUD engine's screens, for the shell's screen registry.
 * Every other system path renders its definition with the engine (tree resources as a tree table).
 */
export const crudScreens: Readonly<Record<string, Screen>> = {
  ...Object.fromEntries(
    (Object.keys(resourceRoutes) as ResourceRoutePath[]).map((path) => [
      path,
      handWritten[path] ?? load((m) => m.resourceScreen(resourceRoutes[path])),
    ]),
  ),
  '/dict-horizontal/index': load((m) => m.DictHorizontalScreen),
  '/dict-vertical/index': load((m) => m.DictVerticalScreen),
};
