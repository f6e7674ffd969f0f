import { recordSchema, type ResourceDef } from '../../../shared/resources/index';
import type { Identity } from '../../auth/identity';
import type { ResourceModule } from '../../crud/resource-module';
import type { CrudServices } from '../../crud/crud-services';
import type { ColumnValues, ResourceStore } from '../../crud/resource-store';
import { withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { HousingSyncReport } from '../../../shared/bladex/housing';
import { fetchHousingRecords, HousingSourceError, type HousingKind } from './housing-source';

/** The system parameter (`blade_param`) holding the housing system's base address. */
export const HOUSING_SOURCE_PARAM = 'municipalHousing.sourceUrl';

const SKIPPED = new Set(['sourceId', 'syncTime']);

/**
 * The sync of one municipal-housing list (`GET <endpoint>/sync`): fetch every record of the kind from the
 * housing system (housing-source.ts), check each against the definition's own schema, then in one immediate
 * transaction add the new `sourceId`s, change the rows whose fields differ and leave the rest, stamping
 * `syncTime` on what it wrote. A record that fails the schema (or has no id, or repeats one) is counted as failed
 * and skipped; a source that cannot be read writes nothing and answers 400 with the reason. Every run is logged
 * in `municipal_housing_sync_log`; `GET <endpoint>/sync/last` answers the last run of the kind.
 */
export const housingSyncModule = (
  services: CrudServices,
  def: ResourceDef,
  store: ResourceStore,
  kind: HousingKind,
): ResourceModule => {
  const db = services.ctx.db;
  const fields = def.fields.filter((field) => !SKIPPED.has(field.name));
  const schema = recordSchema(def, 'create');
  const bySource = db.prepare<[string, string], Record<string, unknown>>(
    `SELECT * FROM ${store.table} WHERE tenant_id = ? AND source_id = ? AND is_deleted = 0`,
  );
  const log = db.prepare(
    `INSERT INTO municipal_housing_sync_log (id, tenant_id, kind, success, added, changed, unchanged, failed, message,
     status, is_deleted, create_time, create_user, create_dept, update_time, update_user)
     VALUES (@id, @tenant, @kind, @success, @added, @changed, @unchanged, @failed, @message, 1, 0, @now, @user, @dept, @now, @user)`,
  );
  const last = db.prepare<[string, string], HousingSyncReport>(
    `SELECT success, added, changed, unchanged, failed, message, create_time AS syncTime FROM municipal_housing_sync_log
     WHERE tenant_id = ? AND kind = ? AND is_deleted = 0 ORDER BY create_time DESC, id DESC LIMIT 1`,
  );

  const record = (identity: Identity, report: Omit<HousingSyncReport, 'syncTime'>): HousingSyncReport => {
    const now = formatDateTime(services.ctx.now());
    log.run({
      id: services.ctx.ids.next(),
      tenant: identity.tenantId,
      kind,
      ...report,
      now,
      user: identity.userId,
      dept: identity.deptId,
    });
    return { ...report, syncTime: now };
  };

  const write = (
    identity: Identity,
    records: readonly Record<string, unknown>[],
  ): Omit<HousingSyncReport, 'syncTime'> =>
    db
      .transaction(() => {
        const now = formatDateTime(services.ctx.now());
        const seen = new Set<string>();
        let added = 0;
        let changed = 0;
        let unchanged = 0;
        const problems: string[] = [];
        for (const [index, source] of records.entries()) {
          const sourceId = String(source.id ?? '').trim();
          if (!sourceId || seen.has(sourceId)) {
            problems.push(`第${index + 1}条：${sourceId ? '来源编号重复' : '缺少来源编号'}`);
            continue;
          }
          seen.add(sourceId);
          const candidate: Record<string, unknown> = { sourceId };
          for (const field of fields) if (source[field.name] !== undefined) candidate[field.name] = source[field.name];
          const parsed = schema.safeParse(candidate);
          if (!parsed.success) {
            problems.push(`第${index + 1}条(${sourceId})：${parsed.error.issues[0]?.message ?? '数据不正确'}`);
            continue;
          }
          const values: ColumnValues = store.toColumns(parsed.data as Record<string, unknown>);
          const existing = bySource.get(identity.tenantId, sourceId);
          if (!existing) {
            store.insert(identity, { ...values, sync_time: now });
            added += 1;
            continue;
          }
          const differs = Object.entries(values).some(
            ([column, value]) => (existing[column] ?? null) !== (value ?? null),
          );
          if (!differs) {
            unchanged += 1;
            continue;
          }
          store.update(identity, String(existing.id), { ...values, sync_time: now });
          changed += 1;
        }
        return {
          success: 1,
          added,
          changed,
          unchanged,
          failed: problems.length,
          message: problems.slice(0, 5).join('；') + (problems.length > 5 ? `等${problems.length}条` : ''),
        };
      })
      .immediate();

  return {
    routes(app) {
      app.get(`${def.endpoint}/sync`, async (request) => {
        const identity = withButton(services, request, `${def.permission}_sync`);
        const base = services.ctx.param(HOUSING_SOURCE_PARAM)?.trim();
        if (!base) throw badRequest(`请先在系统参数中设置住房系统地址（${HOUSING_SOURCE_PARAM}）`);
        let records: Record<string, unknown>[];
        try {
          records = await fetchHousingRecords(base, kind);
        } catch (error) {
          if (!(error instanceof HousingSourceError)) throw error;
          record(identity, { success: 0, added: 0, changed: 0, unchanged: 0, failed: 0, message: error.message });
          throw badRequest(error.message);
        }
        return R.data(record(identity, write(identity, records)));
      });
      app.get(`${def.endpoint}/sync/last`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(last.get(identity.tenantId, kind) ?? null);
      });
    },
  };
};
