import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { forbidden } from '../../crud/forbidden';
import { PLATFORM_TENANT } from '../../crud/grants';
import { resourceModule } from '../../crud/resource-module';
import { idsParam, queryOf, withButton } from '../../crud/route-guards';
import { placeholders } from '../../crud/where';
import { formatDateTime } from '../../db/clock';
import { loadMigrations } from '../../db/migrations/index';
import type { CodeSourceTree, CodeWriteResult } from '../../../shared/bladex/ops';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { generateFiles, resourceModelOf, type CodeRow, type GeneratedFile } from './code-generation';
import { NOT_IN_DEVELOPMENT, writeIntoSourceTree } from './source-writer';
import { namedIds } from './named-ids';

const copyQuery = z.object({
  id: z
    .string({ error: '请选择代码生成任务' })
    .trim()
    .regex(/^\d{1,20}$/, 'id格式不正确'),
});

/**
 * Code generation: `copy?id=` (a copy named “…（副本）”), `gen-code?ids=` (the files of each task in this project's
 * format, answered for preview, or as one .zip with `format=zip`), and in development only `source-tree` (whether
 * 写入源码 is offered) and `write-source?id=` (the scaffold's writer, into the tree the server runs from)
 * (modules/ops/README.md).
 */
export default resourceModule('code', ({ services }) => {
  const { ctx } = services;
  const db = ctx.db;
  const codeOf = db.prepare<[string], CodeRow & Record<string, unknown>>(
    'SELECT * FROM blade_code WHERE id = ? AND is_deleted = 0',
  );

  return {
    hooks: {
      // The list shows a task's model by name (the reference's `modelName`), not its id.
      decorate: namedIds(db, { table: 'blade_model', column: 'model_name', from: 'modelId', as: 'modelName' }),
    },
    routes(app) {
      app.post('/blade-develop/code/copy', async (request) => {
        const identity = withButton(services, request, 'code_copy');
        // Developer tools are shared by every tenant: only the platform tenant writes them.
        if (identity.tenantId !== PLATFORM_TENANT) throw forbidden();
        const { id } = parseInput(copyQuery, { ...queryOf(request), ...(request.body as object) });
        const code = codeOf.get(id);
        if (!code) throw badRequest('代码生成任务不存在或已被删除');
        const copyId = ctx.ids.next();
        db.prepare(
          `INSERT INTO blade_code (id, model_id, code_name, area, resource_name, menu_path, api_path, create_user, create_time, is_deleted)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
        ).run(
          copyId,
          code.model_id,
          `${code.code_name}（副本）`.slice(0, 255),
          code.area,
          `${code.resource_name}Copy`,
          code.menu_path,
          code.api_path,
          identity.userId,
          formatDateTime(ctx.now()),
        );
        return R.data({ id: copyId });
      });

      const generate = async (ids: readonly string[]): Promise<GeneratedFile[]> => {
        const rows = db
          .prepare<unknown[], CodeRow>(
            `SELECT * FROM blade_code WHERE is_deleted = 0 AND id IN (${placeholders(ids.length)})`,
          )
          .all(...ids);
        if (rows.length !== ids.length) throw badRequest('所选代码生成任务不存在或已被删除');
        const versions = (await loadMigrations()).map((migration) => migration.version);
        return rows.flatMap((row) => {
          const files = generateFiles(db, row, new Date(ctx.now()), versions);
          const migration = files.find((file) => file.path.startsWith('src/server/db/migrations/'));
          if (migration) versions.push(Number(migration.path.split('/').at(-1)?.split('-')[0]));
          return files;
        });
      };

      app.get('/blade-develop/code/source-tree', async (request) => {
        withButton(services, request, 'code_gen');
        const answer: CodeSourceTree = ctx.sourceTree
          ? { writable: true, root: ctx.sourceTree }
          : { writable: false, reason: NOT_IN_DEVELOPMENT };
        return R.data(answer);
      });

      app.post('/blade-develop/code/write-source', async (request) => {
        const identity = withButton(services, request, 'code_gen');
        if (identity.tenantId !== PLATFORM_TENANT) throw forbidden();
        // A packaged or production run has no source tree to write into: refused before anything is read.
        if (!ctx.sourceTree) throw badRequest(NOT_IN_DEVELOPMENT);
        const { id } = parseInput(copyQuery, { ...queryOf(request), ...(request.body as object) });
        const code = codeOf.get(id);
        if (!code) throw badRequest('代码生成任务不存在或已被删除');
        const files = await writeIntoSourceTree(ctx.sourceTree, resourceModelOf(db, code), new Date(ctx.now()));
        const answer: CodeWriteResult = { files };
        return R.data(answer);
      });

      app.post('/blade-develop/code/gen-code', async (request, reply) => {
        withButton(services, request, 'code_gen');
        const query = queryOf(request);
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (typeof body.ids === 'string' && query.ids === undefined)
          (request.query as Record<string, unknown>).ids = body.ids;
        const files = await generate(idsParam(request, 'ids', '代码生成任务'));
        if ((query.format ?? body.format) === 'zip') {
          const zip = zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.content)])));
          return reply
            .header('content-type', 'application/zip')
            .header('content-disposition', 'attachment; filename="generated-code.zip"')
            .send(Buffer.from(zip));
        }
        return R.data(files);
      });
    },
  };
});
