import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { forbidden } from '../crud/forbidden';
import { isPlatformAdministrator } from '../crud/grants';

/**
 * Interface permissions (BladeX API scopes, bladex-contract.md §6): a request whose path contains the
 * `scope_path` of a configured API scope is served only to a role granted one of those scopes
 * (`role/grant` apiScopeIds); paths no scope names stay open to any signed-in caller, and the platform
 * administrator is never limited. Runs after the auth guard, so `request.identity` is the token's.
 */
export const installApiScopeGuard = (app: FastifyInstance, ctx: ServerContext): void => {
  const scopes = ctx.db.prepare<[], { id: string; path: string }>(
    `SELECT id, scope_path AS path FROM blade_scope_api WHERE is_deleted = 0 AND scope_path <> ''`,
  );
  const held = ctx.db.prepare<[string], { id: string }>(
    `SELECT scope_id AS id FROM blade_role_scope
     WHERE scope_category = 2 AND role_id IN (SELECT value FROM json_each(?))`,
  );

  app.addHook('preHandler', async (request) => {
    const identity = request.identity;
    if (!identity || isPlatformAdministrator(identity)) return;
    const path = request.url.split('?')[0];
    const matching = ctx.memo.get('api-scopes', () => scopes.all()).filter((scope) => path.includes(scope.path));
    if (matching.length === 0) return;
    const granted = new Set(held.all(JSON.stringify(identity.roleIds)).map((row) => row.id));
    if (!matching.some((scope) => granted.has(scope.id))) throw forbidden();
  });
};
