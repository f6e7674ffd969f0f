import type { ResourceName } from '../../shared/resources';

/**
 * Menu path → the resource its screen shows (the system-administration area, paths as seeded in
 * `src/server/db/seed-data/menus-system.ts`, and the JPush templates of 应用配置). Types only from shared: this map
 * sits in the shell's chunk, the definitions and the engine load with the screen.
 */
export const resourceRoutes = {
  '/system/user': 'user',
  '/system/dept': 'dept',
  '/system/post': 'post',
  '/system/role': 'role',
  '/system/menu': 'menu',
  '/system/topmenu': 'topMenu',
  '/system/dict': 'dict',
  '/system/dict-biz': 'dictBiz',
  '/system/param': 'param',
  '/system/tenant': 'tenant',
  '/system/tenant-package': 'tenantPackage',
  '/system/client': 'client',
  '/system/region': 'region',
  '/system/data-scope': 'dataScope',
  '/system/api-scope': 'apiScope',
  '/system/attach': 'attach',
  '/system/oss': 'oss',
  '/system/sms': 'sms',
  // The JPush templates' seeded screen sits in 应用配置 (menus-app-config.ts), their calls under /blade-system.
  '/app-config/push-template': 'jiguangTemplate',
} as const satisfies Readonly<Record<string, ResourceName>>;

export type ResourceRoutePath = keyof typeof resourceRoutes;

/** The resource a menu path shows, if it is a CRUD screen. */
export const resourceForPath = (path: string): ResourceName | undefined =>
  Object.hasOwn(resourceRoutes, path) ? resourceRoutes[path as ResourceRoutePath] : undefined;
