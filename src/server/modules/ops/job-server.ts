import { z } from 'zod';
import type { JobServerOption } from '../../../shared/bladex/ops';
import { placeholders } from '../../crud/where';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { formatDateTime } from '../../db/clock';
import { createJobRemote, isLocalServer, type JobServerRow } from './job-remote';
import { PowerJobError } from './powerjob-client';

const syncQuery = z.object({
  id: z
    .string({ error: '请选择任务服务' })
    .trim()
    .regex(/^\d{1,20}$/, '任务服务id格式不正确'),
});

/**
 * Job servers: `local` (the embedded scheduler) or a PowerJob server's http(s) address. `sync` (id) signs in with
 * the app name and password (a wrong password or a server that is down answers 400 with PowerJob's reason, kept on
 * the row), keeps PowerJob's app id and pushes every job of the server. A server with jobs cannot be removed.
 * `select` lists the tenant's servers for the job form.
 */
export default resourceModule('jobServer', ({ services }) => {
  const { ctx } = services;
  const db = ctx.db;
  const remote = createJobRemote(db, ctx.now);
  const serverOf = db.prepare<[string, string], JobServerRow>(
    'SELECT * FROM blade_job_server WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const options = db.prepare<[string], JobServerOption>(
    `SELECT id, job_server_name AS jobServerName, job_server_url AS jobServerUrl, job_app_name AS jobAppName
     FROM blade_job_server WHERE tenant_id = ? AND is_deleted = 0 ORDER BY create_time, id`,
  );
  const jobsOf = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_job_info WHERE tenant_id = ? AND job_server_id = ? AND is_deleted = 0 ORDER BY id',
  );
  const markSync = db.prepare<[string | null, string, string, string, string]>(
    'UPDATE blade_job_server SET app_id = COALESCE(?, app_id), sync_time = ?, sync_message = ? WHERE tenant_id = ? AND id = ?',
  );

  return {
    hooks: {
      beforeWrite({ values, existing }) {
        const url = String(
          ('job_server_url' in values ? values.job_server_url : existing?.job_server_url) ?? '',
        ).trim();
        if (!isLocalServer(url) && !/^https?:\/\/[^\s/]+/i.test(url)) {
          throw badRequest('服务地址须为 local（内置调度）或以 http:// 、https:// 开头的 PowerJob 地址');
        }
      },
      beforeRemove(keys, identity) {
        const used = db
          .prepare<unknown[], { n: number }>(
            `SELECT COUNT(*) AS n FROM blade_job_info WHERE tenant_id = ? AND is_deleted = 0
             AND job_server_id IN (${placeholders(keys.length)})`,
          )
          .get(identity.tenantId, ...keys);
        if ((used?.n ?? 0) > 0) throw badRequest('所选任务服务下还有任务，请先删除或迁移这些任务');
      },
    },
    routes(app) {
      app.get('/blade-job/job-server/select', async (request) => {
        const identity = identityOf(request);
        return R.data(options.all(identity.tenantId));
      });

      app.post('/blade-job/job-server/sync', async (request) => {
        const identity = withButton(services, request, 'job_server_sync');
        const { id } = parseInput(syncQuery, { ...queryOf(request), ...(request.body as object) });
        const server = serverOf.get(identity.tenantId, id);
        if (!server) throw badRequest('任务服务不存在或已被删除');
        const jobs = jobsOf.all(identity.tenantId, id).map((row) => row.id);
        if (isLocalServer(server.job_server_url)) {
          markSync.run(null, formatDateTime(ctx.now()), `内置调度，${jobs.length} 个任务`, identity.tenantId, id);
          return R.data({ synced: jobs.length, failed: 0, messages: [] });
        }
        let appId: number;
        try {
          appId = await remote.assertServer(server);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          markSync.run(null, formatDateTime(ctx.now()), message.slice(0, 500), identity.tenantId, id);
          if (error instanceof PowerJobError) throw badRequest(message);
          throw error;
        }
        const result = await remote.pushAll(identity.tenantId, jobs);
        const summary = `应用ID ${appId}：同步 ${result.synced} 个任务${result.failed ? `，失败 ${result.failed} 个` : ''}`;
        markSync.run(String(appId), formatDateTime(ctx.now()), summary, identity.tenantId, id);
        return R.data(result, summary);
      });
    },
  };
});
