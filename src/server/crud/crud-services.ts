import type { ServerContext } from '../context';
import { createDataScopes, type DataScopes } from './data-scope';
import { createGrants, type Grants } from './grants';
import { createTenantMenus, type TenantMenus } from './tenant-menus';

/** What every resource's routes share: built once per app. */
export interface CrudServices {
  readonly ctx: ServerContext;
  readonly grants: Grants;
  readonly scopes: DataScopes;
  /** The menus each tenant's package allows. */
  readonly tenantMenus: TenantMenus;
}

export const createCrudServices = (ctx: ServerContext): CrudServices => {
  const tenantMenus = createTenantMenus(ctx.db);
  return {
    ctx,
    grants: createGrants(ctx.db, tenantMenus, ctx.memo),
    scopes: createDataScopes(ctx.db, ctx.memo),
    tenantMenus,
  };
};
