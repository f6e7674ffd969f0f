import type { Identity } from '../../auth/identity';
import type { ServerContext } from '../../context';
import { tenantFilter } from '../../db/tenant-scope';
import { z } from 'zod';
import { pageOffset, pageQuery, type PageQuery } from '../../http/paging';
import { toPage } from '../../http/r';
import type { BladeFlow, FlowHistory, FlowProcess, ProcessStatus, SuspensionState } from '../../../shared/bladex/flow';
import type { Page } from '../../../shared/bladex/index';
import type { DefinitionRow } from './flow-service';

interface FlowRow {
  task_id: string | null;
  task_name: string | null;
  activity_id: string | null;
  assignee: string | null;
  candidate_groups: string | null;
  task_create: string | null;
  claim_time: string | null;
  task_end: string | null;
  comment: string | null;
  pass: number | null;
  task_status: string | null;
  instance_id: string;
  definition_id: string;
  business_table: string;
  business_id: string;
  start_user: string;
  start_time: string;
  instance_end: string | null;
  process_status: ProcessStatus;
  process_key: string;
  definition_name: string;
  version: number;
  category: string;
  suspension_state: number;
  current_tasks: string | null;
}

const INSTANCE_COLUMNS = `i.id AS instance_id, i.definition_id, i.business_table, i.business_id, i.start_user,
  i.start_time, i.end_time AS instance_end, i.status AS process_status, d.process_key, d.name AS definition_name,
  d.version, d.category, d.suspension_state,
  (SELECT group_concat(o.name, '，') FROM blade_flow_task o
    WHERE o.tenant_id = i.tenant_id AND o.instance_id = i.id AND o.status = 'open') AS current_tasks`;

// CROSS JOIN keeps SQLite from starting at the (tiny) definitions table: the task index gives the rows in order, so a
// page of a 10 000-task todo list reads ten rows instead of sorting them all.
const TASK_FROM = `FROM blade_flow_task t
  CROSS JOIN blade_flow_instance i ON i.tenant_id = t.tenant_id AND i.id = t.instance_id AND i.is_deleted = 0
  CROSS JOIN blade_flow_definition d ON d.tenant_id = i.tenant_id AND d.id = i.definition_id`;

/**
 * Open tasks belong to live instances only (deleting an instance cancels its open tasks in the same transaction), so
 * the open lists count tasks alone, from the task index.
 */
const OPEN_TASK_FROM = 'FROM blade_flow_task t';

const TASK_SELECT = `SELECT t.id AS task_id, t.name AS task_name, t.activity_id, t.assignee, t.candidate_groups,
  t.create_time AS task_create, t.claim_time, t.end_time AS task_end, t.comment, t.pass, t.status AS task_status,
  ${INSTANCE_COLUMNS} ${TASK_FROM}`;

const INSTANCE_FROM = `FROM blade_flow_instance i
  CROSS JOIN blade_flow_definition d ON d.tenant_id = i.tenant_id AND d.id = i.definition_id`;

const INSTANCE_SELECT = `SELECT NULL AS task_id, NULL AS task_name, NULL AS activity_id, NULL AS assignee,
  NULL AS candidate_groups, NULL AS task_create, NULL AS claim_time, NULL AS task_end, NULL AS comment, NULL AS pass,
  NULL AS task_status, ${INSTANCE_COLUMNS} ${INSTANCE_FROM}`;

/** The claimable condition: a candidate user, or one of the caller's role aliases among the candidate groups. */
const CANDIDATE = `t.assignee IS NULL AND (',' || t.candidate_users || ',' LIKE '%,' || ? || ',%'
  OR EXISTS (SELECT 1 FROM json_each(?) r WHERE ',' || t.candidate_groups || ',' LIKE '%,' || r.value || ',%'))`;

/** The query of every workflow list: a page, the process name (contains) and the category. */
export const flowListQuery = pageQuery.extend({
  processDefinitionName: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
});

export type FlowFilter = Omit<z.output<typeof flowListQuery>, 'current' | 'size'>;

/** The lists of the work, follow and manager screens, each over the caller's tenant only. */
export const createFlowQueries = (ctx: ServerContext, nameOf: (tenantId: string, userId: string | null) => string) => {
  const { db } = ctx;
  const categories = () =>
    new Map(
      db
        .prepare<[], { dict_key: string; dict_value: string }>(
          "SELECT dict_key, dict_value FROM blade_dict WHERE code = 'flow' AND parent_id <> '0' AND is_deleted = 0",
        )
        .all()
        .map((row) => [`flow_${row.dict_key}`, row.dict_value]),
    );

  const filterSql = (filter: FlowFilter, params: unknown[]): string => {
    let sql = '';
    if (filter.processDefinitionName) {
      sql += " AND d.name LIKE '%' || ? || '%'";
      params.push(filter.processDefinitionName);
    }
    if (filter.category) {
      sql += ' AND d.category = ?';
      params.push(filter.category);
    }
    return sql;
  };

  const toFlow = (row: FlowRow, names: Map<string, string>, tenantId: string): BladeFlow => {
    const finished = row.process_status !== 'running';
    const status: BladeFlow['status'] =
      row.task_status === 'done' || (row.task_id === null && finished)
        ? 'finished'
        : row.task_id === null
          ? 'running'
          : row.assignee
            ? 'todo'
            : 'claim';
    return {
      taskId: row.task_id ?? '',
      taskName: row.task_name ?? '',
      taskDefinitionKey: row.activity_id ?? '',
      assignee: row.assignee ?? '',
      assigneeName: nameOf(tenantId, row.assignee),
      candidateGroups: row.candidate_groups ?? '',
      createTime: row.task_create ?? row.start_time,
      claimTime: row.claim_time ?? '',
      endTime: row.task_end ?? row.instance_end ?? '',
      processInstanceId: row.instance_id,
      processDefinitionId: row.definition_id,
      processDefinitionKey: row.process_key,
      processDefinitionName: row.definition_name,
      processDefinitionVersion: row.version,
      category: row.category,
      categoryName: names.get(row.category) ?? '',
      businessTable: row.business_table,
      businessId: row.business_id,
      startUser: row.start_user,
      startUserName: nameOf(tenantId, row.start_user),
      startTime: row.start_time,
      processIsFinished: finished,
      processStatus: row.process_status,
      suspensionState: row.suspension_state as SuspensionState,
      currentTaskName: row.current_tasks ?? '',
      comment: row.comment ?? '',
      isPass: row.pass === null ? null : row.pass === 1,
      status,
    };
  };

  const page = (
    identity: Identity,
    select: string,
    countFrom: string,
    where: string,
    params: unknown[],
    order: string,
    paging: PageQuery,
  ): Page<BladeFlow> => {
    const total =
      db
        .prepare<unknown[], number>(`SELECT COUNT(*) ${countFrom} WHERE ${where}`)
        .pluck()
        .get(...params) ?? 0;
    const rows = db
      .prepare<unknown[], FlowRow>(`${select} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...params, paging.size, pageOffset(paging));
    const names = categories();
    return toPage(
      rows.map((row) => toFlow(row, names, identity.tenantId)),
      total,
      paging.current,
      paging.size,
    );
  };

  const taskList =
    (condition: string, extra: (identity: Identity) => unknown[], open: boolean) =>
    (identity: Identity, filter: FlowFilter, paging: PageQuery) => {
      const params: unknown[] = [identity.tenantId, ...extra(identity)];
      const where = `t.tenant_id = ? AND ${condition}${filterSql(filter, params)}`;
      // A name or category filter reads the definition, so only an unfiltered open list counts tasks alone.
      const countFrom = open && !filter.processDefinitionName && !filter.category ? OPEN_TASK_FROM : TASK_FROM;
      const order = open ? 't.create_time DESC, t.id DESC' : 't.end_time DESC, t.id DESC';
      return page(identity, TASK_SELECT, countFrom, where, params, order, paging);
    };

  const instanceList =
    (condition: string, extra: (identity: Identity) => unknown[]) =>
    (identity: Identity, filter: FlowFilter, paging: PageQuery) => {
      const params: unknown[] = [identity.tenantId, ...extra(identity)];
      const where = `i.tenant_id = ? AND i.is_deleted = 0 AND ${condition}${filterSql(filter, params)}`;
      return page(identity, INSTANCE_SELECT, INSTANCE_FROM, where, params, 'i.start_time DESC, i.id DESC', paging);
    };

  const toProcess = (row: DefinitionRow, names: Map<string, string>): FlowProcess => ({
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    key: row.process_key,
    description: row.description ?? '',
    category: row.category,
    categoryName: names.get(row.category) ?? '',
    version: row.version,
    deploymentId: row.deployment_id,
    resourceName: row.resource_name,
    suspensionState: row.suspension_state as SuspensionState,
    deploymentTime: row.deploy_time,
  });

  const definitions = (identity: Identity, filter: FlowFilter, paging: PageQuery, latestActiveOnly: boolean) => {
    const params: unknown[] = [identity.tenantId];
    let where = 'd.is_deleted = 0';
    if (latestActiveOnly) {
      where += ` AND d.suspension_state = 1 AND d.version = (SELECT MAX(x.version) FROM blade_flow_definition x
        WHERE x.tenant_id = d.tenant_id AND x.process_key = d.process_key AND x.is_deleted = 0)`;
    }
    where += filterSql(filter, params);
    const total = db
      .prepare<unknown[], number>(
        `SELECT COUNT(*) FROM blade_flow_definition d WHERE ${tenantFilter('d')} AND ${where}`,
      )
      .pluck()
      .get(...params);
    const rows = db
      .prepare<unknown[], DefinitionRow>(
        `SELECT d.* FROM blade_flow_definition d WHERE ${tenantFilter('d')} AND ${where} ORDER BY d.process_key, d.version DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, paging.size, pageOffset(paging));
    const names = categories();
    return toPage(
      rows.map((row) => toProcess(row, names)),
      total ?? 0,
      paging.current,
      paging.size,
    );
  };

  const historyOf = db.prepare<
    [string, string],
    { activity_id: string; activity_name: string; activity_type: string; task_id: string | null; end_time: string }
  >(
    `SELECT activity_id, activity_name, activity_type, task_id, end_time FROM blade_flow_history
     WHERE tenant_id = ? AND instance_id = ? ORDER BY end_time, rowid`,
  );
  const taskOf = db.prepare<
    [string, string],
    { assignee: string | null; create_time: string; comment: string | null; pass: number | null }
  >('SELECT assignee, create_time, comment, pass FROM blade_flow_task WHERE tenant_id = ? AND id = ?');
  const openTasksOf = db.prepare<
    [string, string],
    { activity_id: string; name: string; assignee: string | null; create_time: string }
  >(
    "SELECT activity_id, name, assignee, create_time FROM blade_flow_task WHERE tenant_id = ? AND instance_id = ? AND status = 'open' ORDER BY create_time",
  );

  /** The steps an instance passed (start, each decision with its comment, the end), then the open tasks. */
  const history = (tenantId: string, instanceId: string, startUser: string, startTime: string): FlowHistory[] => {
    const steps: FlowHistory[] = [];
    for (const row of historyOf.all(tenantId, instanceId)) {
      if (row.activity_type.endsWith('Gateway')) continue;
      const task = row.task_id ? taskOf.get(tenantId, row.task_id) : undefined;
      const isStart = row.activity_type === 'bpmn:StartEvent';
      const assignee = task?.assignee ?? (isStart ? startUser : '');
      const begin = task?.create_time ?? (isStart ? startTime : row.end_time);
      steps.push({
        historyActivityId: row.activity_id,
        historyActivityName:
          row.activity_name || (isStart ? '发起' : row.activity_type === 'bpmn:EndEvent' ? '结束' : ''),
        historyActivityType: row.activity_type.replace('bpmn:', ''),
        assignee,
        assigneeName: nameOf(tenantId, assignee),
        createTime: begin,
        endTime: row.end_time,
        historyActivityDurationTime: duration(begin, row.end_time),
        comment: task?.comment ?? '',
        isPass: task ? task.pass === 1 : null,
      });
    }
    for (const open of openTasksOf.all(tenantId, instanceId)) {
      steps.push({
        historyActivityId: open.activity_id,
        historyActivityName: open.name,
        historyActivityType: 'UserTask',
        assignee: open.assignee ?? '',
        assigneeName: open.assignee ? nameOf(tenantId, open.assignee) : '待签收',
        createTime: open.create_time,
        endTime: '',
        historyActivityDurationTime: '',
        comment: '',
        isPass: null,
      });
    }
    return steps;
  };

  const activities = (tenantId: string, instanceId: string) => ({
    finished: [...new Set(historyOf.all(tenantId, instanceId).map((row) => row.activity_id))],
    active: openTasksOf.all(tenantId, instanceId).map((row) => row.activity_id),
  });

  return {
    startList: (identity: Identity, filter: FlowFilter, paging: PageQuery) =>
      definitions(identity, filter, paging, true),
    managerList: (identity: Identity, filter: FlowFilter, paging: PageQuery) =>
      definitions(identity, filter, paging, false),
    // The applicant never sees a step of their own request to claim (flow-service.ts refuses it too).
    claimList: taskList(
      `t.status = 'open' AND ${CANDIDATE} AND NOT EXISTS (SELECT 1 FROM blade_flow_instance s
        WHERE s.tenant_id = t.tenant_id AND s.id = t.instance_id AND s.start_user = ?)`,
      (identity) => [identity.userId, JSON.stringify(identity.roleAliases), identity.userId],
      true,
    ),
    todoList: taskList("t.status = 'open' AND t.assignee = ?", (identity) => [identity.userId], true),
    doneList: taskList("t.status = 'done' AND t.assignee = ?", (identity) => [identity.userId], false),
    sendList: instanceList('i.start_user = ?', (identity) => [identity.userId]),
    followList: instanceList('1 = 1', () => []),
    history,
    activities,
  };
};

/** 2天3小时, 5分, 12秒: how long a step took, for the history list. */
export const duration = (from: string, to: string): string => {
  const ms = Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'));
  if (!Number.isFinite(ms) || ms < 0) return '';
  const seconds = Math.floor(ms / 1000);
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), '天'],
    [Math.floor((seconds % 86_400) / 3600), '小时'],
    [Math.floor((seconds % 3600) / 60), '分'],
  ];
  const text = parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value}${unit}`)
    .join('');
  return text || `${seconds}秒`;
};
