import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { flowOf } from './flow-context';
import { flowListQuery } from './flow-queries';

const taskIdQuery = z.object({
  taskId: z
    .string({ error: '任务id不能为空' })
    .trim()
    .regex(/^\d{1,20}$/, '任务id格式不正确'),
});

const completion = z.object({
  taskId: z.coerce
    .string({ error: '任务id不能为空' })
    .trim()
    .regex(/^\d{1,20}$/, '任务id格式不正确'),
  processInstanceId: z.coerce.string().optional(),
  pass: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: '请选择同意或驳回',
  }),
  comment: z.string({ error: '审批意见格式不正确' }).max(500, '审批意见不能超过500个字').default(''),
  flag: z.string().optional(),
});

/**
 * `/blade-flow/work`: the caller's own work (modules/ops/README.md "Workflow rules"). Every signed-in operator may
 * call these: what they list and what may be claimed or completed is decided by the task's assignee and candidates.
 */
export default routeModule('flow-work', (app, { ctx }) => {
  const { service, queries } = flowOf(ctx);
  const lists = {
    'start-list': queries.startList,
    'claim-list': queries.claimList,
    'todo-list': queries.todoList,
    'send-list': queries.sendList,
    'done-list': queries.doneList,
  } as const;
  for (const [path, list] of Object.entries(lists)) {
    app.get(`/blade-flow/work/${path}`, async (request) => {
      const { current, size, ...filter } = parseInput(flowListQuery, request.query);
      return R.data(list(identityOf(request), filter, { current, size }));
    });
  }

  app.post('/blade-flow/work/claim-task', async (request) => {
    const { taskId } = parseInput(taskIdQuery, request.query);
    service.claim(identityOf(request), taskId);
    return R.status(true);
  });

  app.post('/blade-flow/work/complete-task', async (request) => {
    const body = parseInput(completion, request.body ?? request.query);
    await service.complete(identityOf(request), body);
    return R.status(true);
  });
});
