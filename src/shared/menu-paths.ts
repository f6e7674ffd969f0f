/**
 * The menu paths BladeX keeps for screens this project first served elsewhere (bladex-contract.md §3; the
 * `blade_menu` rows of SpringBlade's blade.mysql.all.create.sql and BladeX-Boot's bladex-saber-mysql.sql).
 * A real BladeX sends `path` from `blade_menu`, and Saber opens `views/<path>.vue`, so the seed, the
 * definitions and the client all use BladeX's path; the old one stays an alias so saved tabs, deep links and
 * databases seeded by an older release still open the screen.
 *
 * Kept apart from the resource registry so the shell can redirect an old path without loading every
 * definition.
 */
export const BLADEX_MENU_PATHS = {
  role: { path: '/authority/role', was: '/system/role' },
  dataScope: { path: '/authority/datascope', was: '/system/data-scope' },
  apiScope: { path: '/authority/apiscope', was: '/system/api-scope' },
  region: { path: '/base/region', was: '/system/region' },
  dictBiz: { path: '/system/dictbiz', was: '/system/dict-biz' },
  oss: { path: '/resource/oss', was: '/system/oss' },
  sms: { path: '/resource/sms', was: '/system/sms' },
  attach: { path: '/resource/attach', was: '/system/attach' },
} as const satisfies Readonly<Record<string, { path: string; was: string }>>;

const byOldPath: ReadonlyMap<string, string> = new Map(
  Object.values(BLADEX_MENU_PATHS).map(({ path, was }) => [was, path]),
);

/** BladeX's path for a path this project used before (`/system/role` → `/authority/role`); others unchanged. */
export const currentMenuPath = (path: string): string => byOldPath.get(path) ?? path;
