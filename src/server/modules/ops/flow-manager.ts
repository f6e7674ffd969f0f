import multipart from '@fastify/multipart';
import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { withAnyGrant, withButton } from '../../crud/route-guards';
import { badRequest, HttpError } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { parseBpmn } from './flow-bpmn';
import { flowOf } from './flow-context';
import { flowListQuery } from './flow-queries';
import { deployTargets, flowCategory } from './flow-targets';

const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 10;

const stateQuery = z.object({
  processId: z.string({ error: '请选择流程' }).trim().min(1, '请选择流程').max(200),
  state: z.enum(['active', 'suspend'], { error: '状态须为 active 或 suspend' }),
});

const deploymentsQuery = z.object({
  deploymentIds: z
    .string({ error: '请选择部署' })
    .trim()
    .min(1, '请选择部署')
    .max(4000)
    .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean))
    .refine((ids) => ids.every((id) => /^\d{1,20}$/.test(id)), '部署id格式不正确'),
});

/**
 * `/blade-flow/manager`: deployed process definitions. Suspending one stops new starts and the handling of its
 * running instances until it is activated again; a deployment with running instances cannot be deleted.
 */
export default routeModule('flow-manager', async (app, services) => {
  const { ctx } = services;
  const { db } = ctx;
  const { service, queries } = flowOf(ctx);
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES + 1, files: MAX_FILES, fields: 4, parts: MAX_FILES + 4 },
  });

  app.get('/blade-flow/manager/list', async (request) => {
    const identity = withAnyGrant(services, request, ['flow_manager']);
    const { current, size, ...filter } = parseInput(flowListQuery, request.query);
    return R.data(queries.managerList(identity, filter, { current, size }));
  });

  app.post('/blade-flow/manager/change-state', async (request) => {
    const identity = withButton(services, request, 'flow_manager_state');
    const { processId, state } = parseInput(stateQuery, {
      ...(request.query as object),
      ...((request.body as object) ?? {}),
    });
    const definition = service.definitionById(identity.tenantId, processId);
    if (!definition) throw badRequest('流程定义不存在');
    db.prepare('UPDATE blade_flow_definition SET suspension_state = ? WHERE tenant_id = ? AND id = ?').run(
      state === 'active' ? 1 : 2,
      identity.tenantId,
      processId,
    );
    return R.status(true);
  });

  app.post('/blade-flow/manager/delete-deployment', async (request) => {
    const identity = withButton(services, request, 'flow_manager_delete');
    const { deploymentIds } = parseInput(deploymentsQuery, request.query);
    const running = db
      .prepare<[string, string], { name: string; n: number }>(
        `SELECT d.name, COUNT(*) AS n FROM blade_flow_instance i
         JOIN blade_flow_definition d ON d.tenant_id = i.tenant_id AND d.id = i.definition_id
         WHERE i.tenant_id = ? AND i.status = 'running' AND i.is_deleted = 0
           AND d.deployment_id IN (SELECT value FROM json_each(?)) GROUP BY d.name`,
      )
      .all(identity.tenantId, JSON.stringify(deploymentIds));
    if (running.length > 0) {
      throw badRequest(`流程“${running[0]!.name}”还有 ${running[0]!.n} 个进行中的实例，请先在流程跟踪中结束它们`);
    }
    db.prepare(
      'UPDATE blade_flow_definition SET is_deleted = 1 WHERE tenant_id = ? AND deployment_id IN (SELECT value FROM json_each(?))',
    ).run(identity.tenantId, JSON.stringify(deploymentIds));
    return R.status(true);
  });

  app.post('/blade-flow/manager/deploy-upload', async (request) => {
    const identity = withButton(services, request, 'flow_manager_upload');
    if (!request.isMultipart()) throw badRequest('参数错误: 请以 multipart/form-data 上传，文件字段名为 files');
    const files: { name: string; xml: string }[] = [];
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > MAX_FILE_BYTES)
        throw new HttpError(400, `文件“${part.filename}”超过2MB`);
      if (!/\.(bpmn|bpmn20\.xml|xml)$/i.test(part.filename)) {
        throw badRequest(`文件“${part.filename}”不是 BPMN 文件（.bpmn 或 .bpmn20.xml）`);
      }
      files.push({ name: part.filename, xml: bytes.toString('utf8') });
    }
    if (files.length === 0) throw badRequest('请选择要部署的 BPMN 文件');
    const tenantIds = deployTargets(ctx, identity, fields.tenantIds);
    const category = flowCategory(ctx, fields.category);
    // Every file is checked before any is deployed: one bad file deploys nothing.
    for (const file of files) {
      try {
        await parseBpmn(file.xml);
      } catch (error) {
        throw badRequest(`文件“${file.name}”：${(error as Error).message}`);
      }
    }
    const deployed = [];
    for (const file of files) {
      deployed.push(
        ...(await service.deploy({
          tenantIds,
          xml: file.xml,
          category,
          resourceName: file.name,
          userId: identity.userId,
        })),
      );
    }
    return R.data(
      deployed.map((row) => row.id),
      `部署成功：${files.length} 个文件，${deployed.length} 个流程定义`,
    );
  });
});
