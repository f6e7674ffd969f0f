import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { userResource } from '../../../shared/resources/index';
import { USER_STATUS } from '../../auth/accounts';
import { hashPassword, md5Hex } from '../../auth/password';
import type { CrudServices } from '../../crud/crud-services';
import { createResourceStore } from '../../crud/resource-store';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { rateLimitFor } from '../../http/rate-limits';
import { readSingleFile } from '../../http/single-file';
import { ACCOUNT_TAKEN, createAccountClaims } from './account-claims';
import { queryOf, withButton } from './guards';
import { TEMPLATE_FILE_NAME } from './user-import-columns';
import { IMPORT_MAX_BYTES, readXlsxPart } from './user-import-file';
import { planImport, rowErrorsFailure } from './user-import-plan';
import { readImportSheet } from './user-import-sheet';
import { writeImportTemplate } from './user-import-template';

/** BladeX CommonConstant.DEFAULT_PASSWORD, when the `account.initPassword` parameter is unset. */
const DEFAULT_INIT_PASSWORD = '123456';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/**
 * User import (bladex-contract.md §6 `export-template` / `import-user`): the template of the importable
 * columns, and an import that checks every row first and then writes all of them in one transaction, or
 * nothing. Both need the `user_import` button. Multipart parsing is registered in this plugin only.
 */
export const userImportRoutes = async (
  app: FastifyInstance,
  { services }: { services: CrudServices },
): Promise<void> => {
  const { ctx } = services;
  const { db } = ctx;
  const store = createResourceStore(db, userResource, ctx.ids, ctx.now);
  const claims = createAccountClaims(db);
  const quota = db.prepare<[string], { account_number: number }>(
    'SELECT account_number FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0',
  );
  const userCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0',
  );

  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });

  app.get('/blade-system/user/export-template', async (request, reply) => {
    const identity = withButton(services, request, 'user_import');
    const bytes = await writeImportTemplate(db, identity.tenantId);
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(TEMPLATE_FILE_NAME)}`)
      .header('Cache-Control', 'no-store')
      .send(bytes);
  });

  app.post('/blade-system/user/import-user', { config: rateLimitFor(ctx.rateLimits, 'upload') }, async (request) => {
    const identity = withButton(services, request, 'user_import');
    const { bytes, coveredField } = await readSingleFile(request, async (part) => ({
      bytes: await readXlsxPart(part),
      coveredField: formField(part, 'isCovered'),
    }));
    // Spring binds @RequestParam from the query or from form fields; the desktop's upload channel sends fields.
    const covered = coveredOf(coveredField ?? queryOf(request).isCovered);
    const rows = await readImportSheet(bytes);
    const initialPassword = ctx.param('account.initPassword') || DEFAULT_INIT_PASSWORD;
    const plan = planImport({ db, store, identity, rows, covered, initialPassword });

    const limit = quota.get(identity.tenantId)?.account_number ?? -1;
    if (limit >= 0 && (userCount.get(identity.tenantId)?.n ?? 0) + plan.creates.length > limit)
      throw badRequest('当前租户已到最大账号额度!');
    // Every imported account starts with the same published initial password, so one hash serves them all
    // (as reset-password does); each user's own password gets its own salt when they change it.
    const hash = plan.creates.length > 0 ? await hashPassword(md5Hex(initialPassword)) : '';

    db.transaction(() => {
      for (const { row, values } of plan.creates) {
        // The plan read the table before the hash; a user added since then still refuses the whole file.
        const problem =
          store.uniqueProblem(identity, values) ??
          (claims.heldByVirtual(identity.tenantId, String(values.account)) ? ACCOUNT_TAKEN : undefined);
        if (problem) throw rowErrorsFailure([{ row, field: 'account', message: problem }]);
        store.insert(identity, { ...values, password: hash, status: USER_STATUS.NORMAL });
      }
      for (const { row, id, values } of plan.updates) {
        if (!store.update(identity, id, values))
          throw rowErrorsFailure([{ row, field: 'account', message: '数据不存在或已被删除' }]);
      }
    }).immediate();
    return R.data({ inserted: plan.creates.length, updated: plan.updates.length });
  });
};
