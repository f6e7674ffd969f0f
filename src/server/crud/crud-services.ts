import type { ServerContext } from '../context';
import { createDataScopes, type DataScopes } from './data-scope';
import { createGrants, type Grants } from './grants';

/** What every resource's routes share: built once per app. */
export interface CrudServices {
  readonly ctx: ServerContext;
  readonly grants: Grants;
  readonly scopes: DataScopes;
}

export const createCrudServices = (ctx: ServerContext): CrudServices => ({
  ctx,
  grants: createGrants(ctx.db),
  scopes: createDataScopes(ctx.db),
});
