import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';

interface TenantDomainRow {
  tenant_id: string;
  domain_url: string | null;
  domain_name: string | null;
  background_url: string | null;
}

/** The host name of a URL or bare host, lower case; null when it is not one. */
export const hostOf = (value: string): string | null => {
  const text = value.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * `GET /blade-system/tenant/info?domain=` (anonymous). Tenants are matched by host name only, so
 * the seeded `http://127.0.0.1` of 000000 answers for the app on any loopback port (dev server,
 * browser host, embedded server). No match is `R{}`, which tells the client to show the tenant field.
 */
export default routeModule('tenant-info', (app, { ctx }) => {
  const tenants = ctx.db.prepare<[], TenantDomainRow>(
    `SELECT tenant_id, domain_url, domain_name, background_url FROM blade_tenant
     WHERE is_deleted = 0 AND status = 1 AND domain_url IS NOT NULL AND domain_url <> '' ORDER BY tenant_id`,
  );
  const query = z.object({ domain: z.string().max(2048).optional() });

  app.get('/blade-system/tenant/info', { config: { anonymous: true } }, async (request) => {
    const { domain } = parseInput(query, request.query);
    const host = domain ? hostOf(domain) : null;
    const match = host ? tenants.all().find((row) => row.domain_url && hostOf(row.domain_url) === host) : undefined;
    if (!match) return R.data({});
    return R.data({
      tenantId: match.tenant_id,
      domain: match.domain_url ?? '',
      domainName: match.domain_name ?? '',
      backgroundUrl: match.background_url ?? '',
    });
  });
});
