import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { formatDateTime } from '../../db/clock';
import type { ProcessLeave, ProcessStatus } from '../../../shared/bladex/flow';
import { flowOf } from './flow-context';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const dateTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .regex(DATE_TIME, `${label}格式须为 yyyy-MM-dd HH:mm:ss`)
    .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))), `${label}不是有效的时间`);

const leaveStart = z.object({
  processDefinitionId: z.string({ error: '请选择流程' }).trim().min(1, '请选择流程').max(200),
  taskUser: z.coerce
    .string({ error: '请选择审批人' })
    .trim()
    .regex(/^\d{1,20}$/, '请选择审批人'),
  startTime: dateTime('开始时间'),
  endTime: dateTime('结束时间'),
  reason: z.string({ error: '请输入请假理由' }).trim().min(1, '请输入请假理由').max(500, '请假理由不能超过500个字'),
});

const detailQuery = z.object({
  businessId: z
    .string({ error: '请假单id不能为空' })
    .trim()
    .regex(/^\d{1,20}$/, '请假单id格式不正确'),
});

/** Calendar days a leave covers, both ends counted: 05-06 09:00 → 05-10 18:00 is five days. */
export const leaveDays = (startTime: string, endTime: string): number => {
  const day = (text: string) => Date.UTC(+text.slice(0, 4), +text.slice(5, 7) - 1, +text.slice(8, 10));
  return Math.round((day(endTime) - day(startTime)) / 86_400_000) + 1;
};

/** More than this many days also needs HR's approval (the seeded process's `longLeave`). */
export const LONG_LEAVE_DAYS = 3;

interface LeaveRow {
  id: string;
  process_definition_id: string;
  process_instance_id: string | null;
  start_time: string;
  end_time: string;
  days: number;
  reason: string;
  task_user: string;
  apply_time: string;
  create_user: string;
  status: ProcessStatus | null;
  instance_start: string | null;
}

/**
 * `/blade-desk/process/leave`: a leave request starts the leave process (variables `taskUser` = the department
 * head the applicant names, `days`, `longLeave`) in the same transaction as its row; `detail` answers the request
 * with its history to the applicant, the people who have or had one of its tasks, and the follow-up screen's users.
 */
export default routeModule('flow-leave', (app, services) => {
  const { ctx } = services;
  const { db } = ctx;
  const { service, queries } = flowOf(ctx);
  const insertLeave = db.prepare(
    `INSERT INTO blade_process_leave (id, tenant_id, process_definition_id, process_instance_id, start_time, end_time,
       days, reason, task_user, apply_time, create_user, create_dept, create_time)
     VALUES (@id, @tenant_id, @process_definition_id, @process_instance_id, @start_time, @end_time, @days, @reason,
       @task_user, @apply_time, @create_user, @create_dept, @apply_time)`,
  );
  const leaveById = db.prepare<[string, string], LeaveRow>(
    `SELECT l.*, i.status, i.start_time AS instance_start FROM blade_process_leave l
     LEFT JOIN blade_flow_instance i ON i.tenant_id = l.tenant_id AND i.id = l.process_instance_id
     WHERE l.tenant_id = ? AND l.id = ? AND l.is_deleted = 0`,
  );
  const tookPart = db
    .prepare<[string, string, string, string], number>(
      `SELECT COUNT(*) FROM blade_flow_task t WHERE t.tenant_id = ? AND t.instance_id = ?
         AND (t.assignee = ? OR (t.assignee IS NULL AND EXISTS (SELECT 1 FROM json_each(?) r
           WHERE ',' || t.candidate_groups || ',' LIKE '%,' || r.value || ',%')))`,
    )
    .pluck();

  const approvers = db.prepare<[string, string], { id: string; name: string }>(
    `SELECT id, COALESCE(NULLIF(real_name, ''), name, account) AS name FROM blade_user
     WHERE tenant_id = ? AND id <> ? AND is_deleted = 0 AND status = 1 ORDER BY account`,
  );

  // The leave form's approver picker, open to every applicant (user-list needs the user menu): the tenant's active
  // users other than the caller, names only.
  app.get('/blade-desk/process/leave/approvers', async (request) => {
    const identity = identityOf(request);
    return R.data(approvers.all(identity.tenantId, identity.userId));
  });

  app.post('/blade-desk/process/leave/start-process', async (request) => {
    const identity = identityOf(request);
    const body = parseInput(leaveStart, request.body);
    if (body.endTime <= body.startTime) throw badRequest('结束时间须晚于开始时间');
    if (body.taskUser === identity.userId) throw badRequest('审批人不能是申请人本人');
    if (!service.userExists(identity.tenantId, body.taskUser)) throw badRequest('审批人不存在或已停用');
    const days = leaveDays(body.startTime, body.endTime);
    const id = ctx.ids.next();
    const instance = await service.start({
      identity,
      definitionId: body.processDefinitionId,
      businessTable: 'blade_process_leave',
      businessId: id,
      variables: { taskUser: body.taskUser, days, longLeave: days > LONG_LEAVE_DAYS },
      alsoWrite: (instanceId) =>
        insertLeave.run({
          id,
          tenant_id: identity.tenantId,
          process_definition_id: body.processDefinitionId,
          process_instance_id: instanceId,
          start_time: body.startTime,
          end_time: body.endTime,
          days,
          reason: body.reason,
          task_user: body.taskUser,
          apply_time: formatDateTime(ctx.now()),
          create_user: identity.userId,
          create_dept: identity.deptId.split(',')[0] ?? '',
        }),
    });
    return R.data({ businessId: id, processInstanceId: instance.id }, '请假申请已提交');
  });

  app.get('/blade-desk/process/leave/detail', async (request) => {
    const identity = identityOf(request);
    const { businessId } = parseInput(detailQuery, request.query);
    const row = leaveById.get(identity.tenantId, businessId);
    if (!row) throw badRequest('请假单不存在');
    const instanceId = row.process_instance_id ?? '';
    const allowed =
      row.create_user === identity.userId ||
      row.task_user === identity.userId ||
      (tookPart.get(identity.tenantId, instanceId, identity.userId, JSON.stringify(identity.roleAliases)) ?? 0) > 0 ||
      services.grants.codes(identity).has('flow_follow') ||
      identity.roleAliases.includes('administrator');
    if (!allowed) throw badRequest('您不是该请假单的申请人或审批人，不能查看');
    const leave: ProcessLeave = {
      id: row.id,
      processDefinitionId: row.process_definition_id,
      processInstanceId: instanceId,
      startTime: row.start_time,
      endTime: row.end_time,
      days: row.days,
      reason: row.reason,
      taskUser: row.task_user,
      taskUserName: service.nameOf(identity.tenantId, row.task_user),
      applyTime: row.apply_time,
      createUser: row.create_user,
      createUserName: service.nameOf(identity.tenantId, row.create_user),
      processStatus: row.status ?? 'deleted',
      flow: instanceId
        ? queries.history(identity.tenantId, instanceId, row.create_user, row.instance_start ?? row.apply_time)
        : [],
    };
    return R.data(leave);
  });
});
