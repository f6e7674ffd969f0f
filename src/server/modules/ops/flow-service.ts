import type { Identity } from '../../auth/identity';
import type { ServerContext } from '../../context';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import type { ProcessStatus } from '../../../shared/bladex/flow';
import { parseBpmn, resolveUser, type ParsedProcess } from './flow-bpmn';
import { signalTask, startInstance, type EngineStep } from './flow-engine';

export interface DefinitionRow {
  id: string;
  tenant_id: string;
  deployment_id: string;
  process_key: string;
  name: string;
  description: string | null;
  category: string;
  version: number;
  resource_name: string;
  xml: string;
  suspension_state: number;
  deploy_time: string;
}

export interface InstanceRow {
  id: string;
  tenant_id: string;
  definition_id: string;
  business_table: string;
  business_id: string;
  start_user: string;
  start_time: string;
  end_time: string | null;
  status: ProcessStatus;
  engine_state: string | null;
}

export interface TaskRow {
  id: string;
  tenant_id: string;
  instance_id: string;
  activity_id: string;
  name: string;
  assignee: string | null;
  candidate_groups: string;
  candidate_users: string;
  status: 'open' | 'done' | 'cancelled';
  claim_time: string | null;
}

/** A task with the instance and definition it belongs to: what the guards read. */
interface TaskContext {
  task: TaskRow;
  instance: InstanceRow;
  definition: DefinitionRow;
}

const SUSPENDED = 2;

/** Messages of the refusals, once (README "Workflow rules" quotes them). */
export const FLOW_MESSAGES = {
  taskMissing: '任务不存在或已办结',
  suspended: '流程已挂起，暂不能办理，请待管理员激活',
  notCandidate: '您不是该任务的候选人，不能签收',
  claimedByOther: (name: string) => `该任务已被${name}签收，不能重复签收`,
  claimFirst: '请先签收该任务再办理',
  notAssignee: (name: string) => `该任务的办理人是${name}，您不能办理`,
  rejectNeedsComment: '驳回时请填写审批意见',
  definitionMissing: '流程定义不存在',
  startSuspended: '该流程已挂起，不能发起',
  ownRequest: '不能审批自己发起的申请',
} as const;

/**
 * The workflow on bpmn-engine (modules/ops/README.md "Workflow"): deployments keep the BPMN XML, instances keep the
 * engine's serialized state, and every start, claim and completion reads the state from SQLite, runs the engine and
 * writes the state, tasks and history back in one transaction. Nothing lives only in memory, so a restart loses
 * nothing. Calls on one instance are queued, so two completions of one task cannot both run the engine.
 */
export const createFlowService = (ctx: ServerContext) => {
  const { db } = ctx;
  const now = () => formatDateTime(ctx.now());
  const queues = new Map<string, Promise<unknown>>();
  const serial = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return next;
  };

  const definitionById = db.prepare<[string, string], DefinitionRow>(
    'SELECT * FROM blade_flow_definition WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const latestVersion = db
    .prepare<[string, string], number | null>(
      'SELECT MAX(version) FROM blade_flow_definition WHERE tenant_id = ? AND process_key = ?',
    )
    .pluck();
  const insertDefinition = db.prepare(
    `INSERT INTO blade_flow_definition (id, tenant_id, deployment_id, process_key, name, description, category, version,
       resource_name, xml, suspension_state, deploy_time, create_user)
     VALUES (@id, @tenant_id, @deployment_id, @process_key, @name, @description, @category, @version, @resource_name,
       @xml, 1, @deploy_time, @create_user)`,
  );
  const instanceById = db.prepare<[string, string], InstanceRow>(
    'SELECT * FROM blade_flow_instance WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const insertInstance = db.prepare(
    `INSERT INTO blade_flow_instance (id, tenant_id, definition_id, business_table, business_id, start_user, start_time,
       status, engine_state) VALUES (@id, @tenant_id, @definition_id, @business_table, @business_id, @start_user,
       @start_time, 'running', @engine_state)`,
  );
  const saveInstance = db.prepare(
    `UPDATE blade_flow_instance SET engine_state = @engine_state, status = @status, end_time = @end_time
     WHERE tenant_id = @tenant_id AND id = @id`,
  );
  const taskById = db.prepare<[string, string], TaskRow>(
    'SELECT * FROM blade_flow_task WHERE tenant_id = ? AND id = ?',
  );
  const openTaskOf = db
    .prepare<[string, string, string], string>(
      "SELECT id FROM blade_flow_task WHERE tenant_id = ? AND instance_id = ? AND activity_id = ? AND status = 'open'",
    )
    .pluck();
  const insertTask = db.prepare(
    `INSERT INTO blade_flow_task (id, tenant_id, instance_id, activity_id, name, assignee, candidate_groups,
       candidate_users, status, create_time) VALUES (@id, @tenant_id, @instance_id, @activity_id, @name, @assignee,
       @candidate_groups, @candidate_users, 'open', @create_time)`,
  );
  const claimTask = db.prepare(
    `UPDATE blade_flow_task SET assignee = ?, claim_time = ?
     WHERE tenant_id = ? AND id = ? AND status = 'open' AND assignee IS NULL`,
  );
  const closeTask = db.prepare(
    `UPDATE blade_flow_task SET status = 'done', assignee = ?, pass = ?, comment = ?, end_time = ?
     WHERE tenant_id = ? AND id = ? AND status = 'open'`,
  );
  const cancelOpenTasks = db.prepare(
    "UPDATE blade_flow_task SET status = 'cancelled', end_time = ? WHERE tenant_id = ? AND instance_id = ? AND status = 'open'",
  );
  const insertHistory = db.prepare(
    `INSERT INTO blade_flow_history (id, tenant_id, instance_id, activity_id, activity_name, activity_type, task_id,
       end_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const userName = db
    .prepare<[string, string], string>(
      "SELECT COALESCE(NULLIF(real_name, ''), name, account) FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0",
    )
    .pluck();
  const userExists = db
    .prepare<[string, string], number>(
      'SELECT COUNT(*) FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0 AND status = 1',
    )
    .pluck();

  const nameOf = (tenantId: string, userId: string | null): string =>
    (userId && userName.get(tenantId, userId)) || userId || '';

  const parsed = new Map<string, Promise<ParsedProcess>>();
  /** A deployed definition's parse, kept per id (a deployment never changes its XML). */
  const rulesOf = (definition: DefinitionRow): Promise<ParsedProcess> => {
    let result = parsed.get(definition.id);
    if (!result) {
      result = parseBpmn(definition.xml);
      parsed.set(definition.id, result);
    }
    return result;
  };

  const deploy = async (input: {
    tenantIds: string[];
    xml: string;
    category: string;
    resourceName: string;
    userId: string;
  }): Promise<DefinitionRow[]> => {
    const process = await parseBpmn(input.xml);
    const deploymentId = ctx.ids.next();
    const time = now();
    return db.transaction(() =>
      input.tenantIds.map((tenantId) => {
        const version = (latestVersion.get(tenantId, process.key) ?? 0) + 1;
        const row = {
          id: `${process.key}:${version}:${ctx.ids.next()}`,
          tenant_id: tenantId,
          deployment_id: deploymentId,
          process_key: process.key,
          name: process.name,
          description: process.description,
          category: input.category,
          version,
          resource_name: input.resourceName,
          xml: input.xml,
          deploy_time: time,
          create_user: input.userId,
        };
        insertDefinition.run(row);
        return { ...row, suspension_state: 1 };
      }),
    )();
  };

  /** Writes what an engine step did: new tasks (assignee resolved from the variables), history, the state. */
  const record = (
    instance: InstanceRow,
    rules: ParsedProcess,
    step: EngineStep,
    variables: Record<string, unknown>,
    status: ProcessStatus,
  ) => {
    const time = now();
    for (const ended of step.ended) {
      if (ended.type === 'bpmn:UserTask' || ended.type === 'bpmn:SequenceFlow') continue;
      insertHistory.run(
        ctx.ids.next(),
        instance.tenant_id,
        instance.id,
        ended.id,
        ended.name || rules.names.get(ended.id) || '',
        ended.type,
        null,
        time,
      );
    }
    for (const waiting of step.waiting) {
      if (openTaskOf.get(instance.tenant_id, instance.id, waiting.id)) continue;
      const rule = rules.userTasks.get(waiting.id);
      const assignee = rule?.assignee ? resolveUser(rule.assignee, variables) : '';
      insertTask.run({
        id: ctx.ids.next(),
        tenant_id: instance.tenant_id,
        instance_id: instance.id,
        activity_id: waiting.id,
        name: rule?.name ?? waiting.name,
        assignee: assignee || null,
        candidate_groups: (rule?.candidateGroups ?? []).join(','),
        candidate_users: (rule?.candidateUsers ?? []).map((user) => resolveUser(user, variables)).join(','),
        create_time: time,
      });
    }
    saveInstance.run({
      id: instance.id,
      tenant_id: instance.tenant_id,
      engine_state: step.state,
      status: step.finished ? status : 'running',
      end_time: step.finished ? time : null,
    });
  };

  const start = async (input: {
    identity: Identity;
    definitionId: string;
    businessTable: string;
    businessId: string;
    variables: Record<string, unknown>;
    /** Written in the same transaction as the instance (the business row). */
    alsoWrite?: (instanceId: string) => void;
  }): Promise<InstanceRow> => {
    const { identity } = input;
    const definition = definitionById.get(identity.tenantId, input.definitionId);
    if (!definition) throw badRequest(FLOW_MESSAGES.definitionMissing);
    if (definition.suspension_state === SUSPENDED) throw badRequest(FLOW_MESSAGES.startSuspended);
    const rules = await rulesOf(definition);
    const id = ctx.ids.next();
    const variables = { ...input.variables, applicant: identity.userId };
    const step = await startInstance(id, definition.xml, variables);
    const instance: InstanceRow = {
      id,
      tenant_id: identity.tenantId,
      definition_id: definition.id,
      business_table: input.businessTable,
      business_id: input.businessId,
      start_user: identity.userId,
      start_time: now(),
      end_time: null,
      status: 'running',
      engine_state: step.state,
    };
    db.transaction(() => {
      insertInstance.run(instance);
      input.alsoWrite?.(id);
      record(instance, rules, step, variables, 'approved');
    })();
    return instance;
  };

  const taskContext = (identity: Identity, taskId: string): TaskContext => {
    const task = taskById.get(identity.tenantId, taskId);
    const instance = task && instanceById.get(identity.tenantId, task.instance_id);
    const definition = instance && definitionById.get(identity.tenantId, instance.definition_id);
    if (!task || task.status !== 'open' || !instance || instance.status !== 'running' || !definition) {
      throw badRequest(FLOW_MESSAGES.taskMissing);
    }
    if (definition.suspension_state === SUSPENDED) throw badRequest(FLOW_MESSAGES.suspended);
    return { task, instance, definition };
  };

  const isCandidate = (identity: Identity, task: TaskRow): boolean => {
    const groups = task.candidate_groups.split(',').filter(Boolean);
    const users = task.candidate_users.split(',').filter(Boolean);
    return users.includes(identity.userId) || identity.roleAliases.some((alias) => groups.includes(alias));
  };

  const claim = (identity: Identity, taskId: string): void => {
    const { task, instance } = taskContext(identity, taskId);
    if (instance.start_user === identity.userId) throw badRequest(FLOW_MESSAGES.ownRequest);
    if (task.assignee) {
      if (task.assignee === identity.userId) return;
      throw badRequest(FLOW_MESSAGES.claimedByOther(nameOf(identity.tenantId, task.assignee)));
    }
    if (!isCandidate(identity, task)) throw badRequest(FLOW_MESSAGES.notCandidate);
    if (claimTask.run(identity.userId, now(), identity.tenantId, taskId).changes !== 1) {
      const again = taskById.get(identity.tenantId, taskId);
      throw badRequest(FLOW_MESSAGES.claimedByOther(nameOf(identity.tenantId, again?.assignee ?? null)));
    }
  };

  const complete = (identity: Identity, input: { taskId: string; pass: boolean; comment: string }) => {
    const first = taskById.get(identity.tenantId, input.taskId);
    return serial(first?.instance_id ?? input.taskId, async () => {
      const { task, instance, definition } = taskContext(identity, input.taskId);
      if (instance.start_user === identity.userId) throw badRequest(FLOW_MESSAGES.ownRequest);
      if (!task.assignee) {
        throw badRequest(isCandidate(identity, task) ? FLOW_MESSAGES.claimFirst : FLOW_MESSAGES.notCandidate);
      }
      if (task.assignee !== identity.userId) {
        throw badRequest(FLOW_MESSAGES.notAssignee(nameOf(identity.tenantId, task.assignee)));
      }
      const comment = input.comment.trim();
      if (!input.pass && !comment) throw badRequest(FLOW_MESSAGES.rejectNeedsComment);
      const rules = await rulesOf(definition);
      const variables = { pass: input.pass };
      const step = await signalTask(instance.id, instance.engine_state ?? '', task.activity_id, variables);
      const time = now();
      db.transaction(() => {
        if (
          closeTask.run(identity.userId, input.pass ? 1 : 0, comment, time, identity.tenantId, task.id).changes !== 1
        ) {
          throw badRequest(FLOW_MESSAGES.taskMissing);
        }
        insertHistory.run(
          ctx.ids.next(),
          identity.tenantId,
          instance.id,
          task.activity_id,
          task.name,
          'bpmn:UserTask',
          task.id,
          time,
        );
        record(instance, rules, step, variables, input.pass ? 'approved' : 'rejected');
      })();
    });
  };

  /** Ends an instance by hand (follow list): its open tasks are cancelled, the reason kept. */
  const deleteInstance = (identity: Identity, instanceId: string, reason: string): void => {
    const instance = instanceById.get(identity.tenantId, instanceId);
    if (!instance) throw badRequest('流程实例不存在');
    const time = now();
    db.transaction(() => {
      cancelOpenTasks.run(time, identity.tenantId, instanceId);
      db.prepare(
        `UPDATE blade_flow_instance SET status = CASE WHEN status = 'running' THEN 'deleted' ELSE status END,
           end_time = COALESCE(end_time, ?), delete_reason = ?, is_deleted = 1 WHERE tenant_id = ? AND id = ?`,
      ).run(time, reason, identity.tenantId, instanceId);
    })();
  };

  return {
    deploy,
    start,
    claim,
    complete,
    deleteInstance,
    definitionById: (tenantId: string, id: string) => definitionById.get(tenantId, id),
    instanceById: (tenantId: string, id: string) => instanceById.get(tenantId, id),
    nameOf,
    userExists: (tenantId: string, userId: string) => userExists.get(tenantId, userId) === 1,
    rulesOf,
  };
};

export type FlowService = ReturnType<typeof createFlowService>;
