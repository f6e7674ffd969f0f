import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_VERBS,
  importKeyOf,
  importSpecOf,
  isVerbPath,
  type ImportPreview,
  type ImportResult,
} from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import { identityOf } from '../http/auth-guard';
import { HttpError, badRequest } from '../http/errors';
import { R } from '../http/r';
import type { CrudServices } from './crud-services';
import { importColumns, rowNoun, type ImportColumn } from './import-columns';
import { rowErrorsFailure } from './import-errors';
import { readXlsxPart } from './import-file';
import type { ImportHooks } from './import-hooks';
import { tableProblems, uniqueCheck } from './import-held';
import { createImportLookups } from './import-lookups';
import { planImport, type PlanOutcome } from './import-plan';
import { readImportSheet, type ImportSheet } from './import-sheet';
import { writeImportTemplate } from './import-template';
import { notFound, type ResourceStore } from './resource-store';
import type { WriteHooks } from './submit';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportRouteOptions {
  readonly services: CrudServices;
  readonly store: ResourceStore;
  /** The module's import hooks (`hooks.import`). */
  readonly hooks?: ImportHooks;
  /** The definition's own write hooks, which imported rows get unless the import hooks replace them. */
  readonly writeHooks?: WriteHooks;
}

const coveredOf = (raw: unknown): boolean => {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw badRequest('参数错误: isCovered 只能为 0 或 1');
};

/** A text field sent before the file part (busboy hands the file over once the fields before it are read). */
const formField = (part: MultipartFile, name: string): string | undefined => {
  const field = part.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === 'field' ? String(one.value) : undefined;
};

const queryOf = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

/** The engine's verb and the contract's alias of one import route, each checked to be a plain path. */
const pathsOf = (endpoint: string, verb: string, alias: string | undefined, name: string): string[] =>
  [verb, ...(alias ? [alias] : [])].map((path) => {
    if (!isVerbPath(path)) throw new Error(`resource ${name}: import path ${JSON.stringify(path)} is not a path`);
    return `${endpoint}/${path}`;
  });

/**
 * The Excel import of one definition that declares `import` (src/server/crud/README.md "Import"), in a plugin of
 * its own so the multipart parser serves these routes only:
 * - `GET import-template`: the template built from the definition for the caller's tenant;
 * - `POST import-preview` (multipart `file`, `isCovered`): every row checked, nothing written; answers
 *   `ImportPreview` (counts, every row error, the first rows as read);
 * - `POST import` (same): the same checks, then every row written in one transaction, or nothing (400 with each
 *   row's errors); answers `{inserted, updated}`.
 * All three need the `<permission>_import` button (and, for tables without tenants, the platform tenant). The
 * definition's `bladexVerbs` answer the template and the import too.
 */
export const registerImportRoutes = async (app: FastifyInstance, options: ImportRouteOptions): Promise<void> => {
  const { services, store } = options;
  const { def } = store;
  const spec = importSpecOf(def);
  if (!spec) return;
  const hooks = options.hooks ?? {};
  const writeHooks = hooks.writeHooks ?? options.writeHooks ?? {};
  importKeyOf(def);
  const columns: readonly ImportColumn[] = importColumns(def, hooks.headerAliases);
  const noun = rowNoun(def);
  const button = `${def.permission}_import`;
  const { ctx } = services;
  const fileName = encodeURIComponent(`${noun}数据模板.xlsx`);

  const allowed = (request: FastifyRequest): Identity => {
    const identity = identityOf(request);
    services.grants.requireWrite(identity, def, button);
    return identity;
  };

  /** The upload's rows and the overwrite switch; every problem of the file itself is a 400 with its message. */
  const readUpload = async (
    request: FastifyRequest,
    identity: Identity,
  ): Promise<{ covered: boolean; sheet: ImportSheet }> => {
    if (!request.isMultipart()) throw new HttpError(400, '参数错误: 请以 multipart/form-data 上传，文件字段名为 file');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      if (part) for await (const _chunk of part.file) void _chunk;
      throw new HttpError(400, '参数错误: file 不能为空');
    }
    // Spring binds @RequestParam from the query or from form fields; the desktop's upload channel sends fields.
    const covered = coveredOf(formField(part, 'isCovered') ?? queryOf(request).isCovered);
    const bytes = await readXlsxPart(part);
    const sampleMark = columns[0] ? hooks.sampleRow?.(identity)[columns[0].field.name] : undefined;
    const sheet = await readImportSheet(bytes, columns, { noun, ...(sampleMark ? { sampleMark } : {}) });
    return { covered, sheet };
  };

  const check = async (request: FastifyRequest): Promise<{ identity: Identity; sheet: ImportSheet } & PlanOutcome> => {
    const identity = allowed(request);
    const { covered, sheet } = await readUpload(request, identity);
    const outcome = await planImport({
      services,
      store,
      identity,
      columns,
      rows: sheet.rows,
      covered,
      hooks,
      writeHooks,
    });
    if (outcome.errors.length === 0) hooks.checkPlan?.(outcome.plan, identity);
    return { identity, sheet, ...outcome };
  };

  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
    });

    for (const path of pathsOf(def.endpoint, IMPORT_VERBS.template, spec.bladexVerbs?.template, def.name))
      scoped.get(path, async (request, reply) => {
        const identity = allowed(request);
        const bytes = await writeImportTemplate({
          columns,
          lookups: createImportLookups(ctx.db, identity.tenantId),
          noun,
          ...(hooks.sampleRow ? { sample: hooks.sampleRow(identity) } : {}),
        });
        return reply
          .header('Content-Type', XLSX_TYPE)
          .header('Content-Disposition', `attachment; filename*=UTF-8''${fileName}`)
          .header('Cache-Control', 'no-store')
          .send(bytes);
      });

    scoped.post(`${def.endpoint}/${IMPORT_VERBS.preview}`, async (request) => {
      const { sheet, checked, errors } = await check(request);
      const modes = new Map(checked.map(({ row, mode }) => [row, mode]));
      const preview: ImportPreview = {
        total: checked.length,
        creates: checked.filter((row) => row.mode === 'create').length,
        updates: checked.filter((row) => row.mode === 'update').length,
        errors: errors.slice(0, IMPORT_MAX_ERRORS),
        errorCount: errors.length,
        rows: sheet.rows.slice(0, IMPORT_PREVIEW_ROWS).map(({ row, cells }) => ({
          row,
          action: modes.get(row) ?? 'create',
          cells,
        })),
        columns: sheet.columns.map((column) => column.field.name),
        ignored: [...sheet.ignored],
      };
      return R.data(preview);
    });

    for (const path of pathsOf(def.endpoint, IMPORT_VERBS.import, spec.bladexVerbs?.import, def.name))
      scoped.post(path, async (request) => {
        const { identity, plan, errors } = await check(request);
        if (errors.length > 0) throw rowErrorsFailure(def, columns, errors);
        await hooks.beforeImport?.(plan, identity);
        ctx.db
          .transaction(() => {
            // Read again under the write lock, the key's own unique values too: a row another request wrote since
            // the check still refuses the whole file.
            const unique = uniqueCheck(
              store,
              identity,
              plan.rows.map((row) => row.values),
            );
            for (const planned of plan.rows) {
              const refuse = (field: string, message: string) =>
                rowErrorsFailure(def, columns, [{ row: planned.row, field, message }]);
              const args = { mode: planned.mode, identity, values: planned.values, input: planned.input };
              const [problem] = tableProblems(
                store,
                hooks,
                { ...args, ...(planned.existing ? { existing: planned.existing } : {}) },
                planned.key,
                unique,
              );
              if (problem) throw refuse(...problem);
              let key = planned.key ?? '';
              if (planned.mode === 'create') key = store.insert(identity, planned.values);
              else if (!store.update(identity, key, planned.values)) throw refuse('_', notFound().message);
              try {
                writeHooks.afterWrite?.({ ...args, key, ...(planned.existing ? { existing: planned.existing } : {}) });
              } catch (error) {
                if (error instanceof HttpError) throw refuse('_', error.message);
                throw error;
              }
            }
          })
          .immediate();
        const inserted = plan.rows.filter((row) => row.mode === 'create').length;
        const result: ImportResult = { inserted, updated: plan.rows.length - inserted };
        return R.data(result);
      });
  });
};
