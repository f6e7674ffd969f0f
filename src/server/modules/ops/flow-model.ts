import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { withAnyGrant, withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { tenantFilter } from '../../db/tenant-scope';
import { badRequest } from '../../http/errors';
import { idListQuery, idQuery, pageOffset, pageQuery } from '../../http/paging';
import { R, toPage } from '../../http/r';
import { parseInput } from '../../http/validate';
import type { FlowModel } from '../../../shared/bladex/flow';
import { blankBpmn } from './flow-blank';
import { readBpmn } from './flow-bpmn';
import { flowOf } from './flow-context';
import { deployTargets, flowCategory } from './flow-targets';

interface ModelRow {
  id: string;
  tenant_id: string;
  model_key: string;
  name: string;
  description: string | null;
  xml: string;
  version: number;
  deployed_definition_id: string | null;
  create_time: string;
  update_time: string;
}

const toModel = (row: ModelRow): FlowModel => ({
  id: row.id,
  tenantId: row.tenant_id,
  modelKey: row.model_key,
  name: row.name,
  description: row.description ?? '',
  version: row.version,
  xml: row.xml,
  created: row.create_time,
  lastUpdated: row.update_time,
  deployedDefinitionId: row.deployed_definition_id ?? '',
});

const listQuery = pageQuery.extend({ name: z.string().trim().max(100).optional() });

const modelBody = z.object({
  id: z.coerce
    .string()
    .trim()
    .regex(/^(\d{1,20})?$/, 'id格式不正确')
    .optional(),
  modelKey: z
    .string({ error: '请输入模型标识' })
    .trim()
    .min(1, '请输入模型标识')
    .max(64, '模型标识不能超过64个字符')
    .regex(/^[A-Za-z_][\w.-]*$/, '模型标识须以字母开头，只含字母、数字、下划线、点和短横线'),
  name: z.string({ error: '请输入模型名称' }).trim().min(1, '请输入模型名称').max(100, '模型名称不能超过100个字'),
  description: z.string().max(500, '模型描述不能超过500个字').default(''),
  xml: z.string().max(2_000_000, 'BPMN 文件不能超过2MB').default(''),
});

const deployQuery = z.object({
  modelId: z
    .string({ error: '请选择模型' })
    .trim()
    .regex(/^\d{1,20}$/, '模型id格式不正确'),
  category: z.string().trim().max(64).optional(),
  tenantIds: z.string().trim().max(2000).optional(),
});

/**
 * `/blade-flow/model`: models being designed (BPMN XML edited in the renderer's modeler), saved as drafts that only
 * need to parse; `deploy` runs every check of a deployment (flow-bpmn.ts) and adds a new version of the process.
 */
export default routeModule('flow-model', (app, services) => {
  const { ctx } = services;
  const { db } = ctx;
  const { service } = flowOf(ctx);
  const byId = db.prepare<[string, string], ModelRow>(
    'SELECT * FROM blade_flow_model WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const keyTaken = db
    .prepare<[string, string, string], number>(
      'SELECT COUNT(*) FROM blade_flow_model WHERE tenant_id = ? AND model_key = ? AND id <> ? AND is_deleted = 0',
    )
    .pluck();

  app.get('/blade-flow/model/list', async (request) => {
    const identity = withAnyGrant(services, request, ['flow_model']);
    const query = parseInput(listQuery, request.query);
    const params: unknown[] = [identity.tenantId];
    let where = 'is_deleted = 0';
    if (query.name) {
      where += " AND (name LIKE '%' || ? || '%' OR model_key LIKE '%' || ? || '%')";
      params.push(query.name, query.name);
    }
    const total = db
      .prepare<unknown[], number>(`SELECT COUNT(*) FROM blade_flow_model WHERE ${tenantFilter()} AND ${where}`)
      .pluck()
      .get(...params);
    const rows = db
      .prepare<unknown[], ModelRow>(
        `SELECT * FROM blade_flow_model WHERE ${tenantFilter()} AND ${where} ORDER BY update_time DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, query.size, pageOffset(query));
    return R.data(toPage(rows.map(toModel), total ?? 0, query.current, query.size));
  });

  app.get('/blade-flow/model/detail', async (request) => {
    const identity = withAnyGrant(services, request, ['flow_model']);
    const { id } = parseInput(idQuery, request.query);
    const row = byId.get(identity.tenantId, id);
    if (!row) throw badRequest('模型不存在');
    return R.data(toModel(row));
  });

  app.post('/blade-flow/model/submit', async (request) => {
    const body = parseInput(modelBody, request.body);
    const identity = withButton(services, request, body.id ? 'flow_model_edit' : 'flow_model_add');
    const existing = body.id ? byId.get(identity.tenantId, body.id) : undefined;
    if (body.id && !existing) throw badRequest('模型不存在');
    if (keyTaken.get(identity.tenantId, body.modelKey, body.id ?? '') ?? 0) {
      throw badRequest(`模型标识“${body.modelKey}”已被使用`);
    }
    const xml = body.xml.trim() ? body.xml : (existing?.xml ?? blankBpmn(body.modelKey, body.name));
    await readBpmn(xml);
    const time = formatDateTime(ctx.now());
    const id = existing?.id ?? ctx.ids.next();
    if (existing) {
      db.prepare(
        `UPDATE blade_flow_model SET model_key = ?, name = ?, description = ?, xml = ?, version = version + 1,
           update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ?`,
      ).run(body.modelKey, body.name, body.description, xml, identity.userId, time, identity.tenantId, id);
    } else {
      db.prepare(
        `INSERT INTO blade_flow_model (id, tenant_id, model_key, name, description, xml, version, create_user,
           create_time, update_user, update_time) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
      ).run(
        id,
        identity.tenantId,
        body.modelKey,
        body.name,
        body.description,
        xml,
        identity.userId,
        time,
        identity.userId,
        time,
      );
    }
    return R.data(toModel(byId.get(identity.tenantId, id)!));
  });

  app.post('/blade-flow/model/remove', async (request) => {
    const identity = withButton(services, request, 'flow_model_delete');
    const { ids } = parseInput(idListQuery('ids', '模型'), request.query);
    db.prepare(
      'UPDATE blade_flow_model SET is_deleted = 1 WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))',
    ).run(identity.tenantId, JSON.stringify(ids));
    return R.status(true);
  });

  app.post('/blade-flow/model/deploy', async (request) => {
    const identity = withButton(services, request, 'flow_model_deploy');
    const query = parseInput(deployQuery, { ...(request.query as object), ...((request.body as object) ?? {}) });
    const model = byId.get(identity.tenantId, query.modelId);
    if (!model) throw badRequest('模型不存在');
    const deployed = await service.deploy({
      tenantIds: deployTargets(ctx, identity, query.tenantIds),
      xml: model.xml,
      category: flowCategory(ctx, query.category),
      resourceName: `${model.model_key}.bpmn20.xml`,
      userId: identity.userId,
    });
    const own = deployed.find((row) => row.tenant_id === identity.tenantId);
    if (own) {
      db.prepare('UPDATE blade_flow_model SET deployed_definition_id = ? WHERE tenant_id = ? AND id = ?').run(
        own.id,
        identity.tenantId,
        model.id,
      );
    }
    return R.data(
      deployed.map((row) => row.id).join(','),
      `部署成功：${deployed[0]?.name ?? ''} 第 ${deployed[0]?.version ?? 1} 版`,
    );
  });
});
