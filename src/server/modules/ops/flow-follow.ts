import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { withAnyGrant, withButton } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import type { FlowModelView } from '../../../shared/bladex/flow';
import { flowOf } from './flow-context';
import { flowListQuery } from './flow-queries';

const instanceQuery = z.object({
  processInstanceId: z
    .string({ error: '流程实例id不能为空' })
    .trim()
    .regex(/^\d{1,20}$/, '流程实例id格式不正确'),
});

const deleteQuery = instanceQuery.extend({
  deleteReason: z.string().trim().max(200, '删除原因不能超过200个字').default(''),
});

const viewQuery = z.object({
  processDefinitionId: z.string().trim().max(200).optional(),
  processInstanceId: z
    .string()
    .trim()
    .regex(/^(\d{1,20})?$/, '流程实例id格式不正确')
    .optional(),
});

/**
 * `/blade-flow/follow` (every instance of the tenant, for the follow-up screen) and `/blade-flow/process` (the
 * diagram with the open tasks, the history). Diagram and history are read by any signed-in operator of the tenant:
 * the work lists link to them for the operator's own tasks.
 */
export default routeModule('flow-follow', (app, services) => {
  const { ctx } = services;
  const { db } = ctx;
  const { service, queries } = flowOf(ctx);
  const instanceAny = db.prepare<
    [string, string],
    { id: string; definition_id: string; status: string; start_user: string; start_time: string }
  >('SELECT id, definition_id, status, start_user, start_time FROM blade_flow_instance WHERE tenant_id = ? AND id = ?');

  app.get('/blade-flow/follow/list', async (request) => {
    const identity = withAnyGrant(services, request, ['flow_follow']);
    const { current, size, ...filter } = parseInput(flowListQuery, request.query);
    return R.data(queries.followList(identity, filter, { current, size }));
  });

  app.post('/blade-flow/follow/delete-process-instance', async (request) => {
    const identity = withButton(services, request, 'flow_follow_delete');
    const { processInstanceId, deleteReason } = parseInput(deleteQuery, {
      ...(request.query as object),
      ...((request.body as object) ?? {}),
    });
    service.deleteInstance(identity, processInstanceId, deleteReason || '管理员删除');
    return R.status(true);
  });

  app.get('/blade-flow/process/history-flow-list', async (request) => {
    const identity = identityOf(request);
    const { processInstanceId } = parseInput(instanceQuery, request.query);
    const instance = instanceAny.get(identity.tenantId, processInstanceId);
    if (!instance) throw badRequest('流程实例不存在');
    return R.data(queries.history(identity.tenantId, instance.id, instance.start_user, instance.start_time));
  });

  app.get('/blade-flow/process/model-view', async (request) => {
    const identity = identityOf(request);
    const query = parseInput(viewQuery, request.query);
    const instance = query.processInstanceId ? instanceAny.get(identity.tenantId, query.processInstanceId) : undefined;
    if (query.processInstanceId && !instance) throw badRequest('流程实例不存在');
    const definitionId = instance?.definition_id ?? query.processDefinitionId ?? '';
    if (!definitionId) throw badRequest('请指定流程定义或流程实例');
    const definition = db
      .prepare<[string, string], { id: string; xml: string }>(
        'SELECT id, xml FROM blade_flow_definition WHERE tenant_id = ? AND id = ?',
      )
      .get(identity.tenantId, definitionId);
    if (!definition) throw badRequest('流程定义不存在');
    const passed = instance ? queries.activities(identity.tenantId, instance.id) : { finished: [], active: [] };
    const view: FlowModelView = {
      xml: definition.xml,
      processDefinitionId: definition.id,
      processInstanceId: instance?.id ?? '',
      finishedActivityIds: passed.finished,
      activeActivityIds: passed.active,
      processStatus: (instance?.status as FlowModelView['processStatus'] | undefined) ?? '',
    };
    return R.data(view);
  });
});
