// Wire shapes of the workflow calls (/blade-flow/*, /blade-desk/process/leave/*): BladeX's BladeFlow, FlowProcess,
// FlowModel and ProcessLeave, as the server answers them and the renderer reads them (modules/ops/README.md).

/** 1 active, 2 suspended (Flowable's suspensionState). */
export type SuspensionState = 1 | 2;

/** A deployed process definition (start list, manager list). */
export interface FlowProcess {
  id: string;
  tenantId: string;
  name: string;
  key: string;
  description: string;
  category: string;
  categoryName: string;
  version: number;
  deploymentId: string;
  resourceName: string;
  suspensionState: SuspensionState;
  deploymentTime: string;
}

/** What became of a process instance. */
export type ProcessStatus = 'running' | 'approved' | 'rejected' | 'deleted';

/** A task or a process instance in a work or follow list (BladeX's BladeFlow). */
export interface BladeFlow {
  taskId: string;
  taskName: string;
  taskDefinitionKey: string;
  assignee: string;
  assigneeName: string;
  candidateGroups: string;
  createTime: string;
  claimTime: string;
  endTime: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  category: string;
  categoryName: string;
  businessTable: string;
  businessId: string;
  startUser: string;
  startUserName: string;
  startTime: string;
  processIsFinished: boolean;
  processStatus: ProcessStatus;
  suspensionState: SuspensionState;
  /** Current tasks' names of a running instance, e.g. 部门主管审批. */
  currentTaskName: string;
  comment: string;
  /** The decision of a done task: true approved, false rejected. */
  isPass: boolean | null;
  /** Role aliases that may claim; 'todo' / 'claim' / 'finished' as BladeX's status. */
  status: 'todo' | 'claim' | 'finished' | 'running';
}

/** A model being designed (model management). */
export interface FlowModel {
  id: string;
  tenantId: string;
  modelKey: string;
  name: string;
  description: string;
  version: number;
  xml: string;
  created: string;
  lastUpdated: string;
  /** The deployed definition last made from it ('' when never deployed). */
  deployedDefinitionId: string;
}

/** One step of an instance's history (history-flow-list). */
export interface FlowHistory {
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  assignee: string;
  assigneeName: string;
  createTime: string;
  endTime: string;
  /** Human-readable duration, e.g. 2小时3分. */
  historyActivityDurationTime: string;
  comment: string;
  isPass: boolean | null;
}

/** model-view: the BPMN XML and where the instance stands. */
export interface FlowModelView {
  xml: string;
  processDefinitionId: string;
  processInstanceId: string;
  /** Activities passed (finished tasks, events, gateways). */
  finishedActivityIds: string[];
  /** The open tasks: what the diagram highlights. */
  activeActivityIds: string[];
  processStatus: ProcessStatus | '';
}

/** A leave request (blade_process_leave) with its flow. */
export interface ProcessLeave {
  id: string;
  processDefinitionId: string;
  processInstanceId: string;
  startTime: string;
  endTime: string;
  /** Whole or half days, counted from the two times. */
  days: number;
  reason: string;
  taskUser: string;
  taskUserName: string;
  applyTime: string;
  createUser: string;
  createUserName: string;
  processStatus: ProcessStatus;
  flow: FlowHistory[];
}

/** The body of leave/start-process. */
export interface LeaveStart {
  processDefinitionId: string;
  taskUser: string;
  startTime: string;
  endTime: string;
  reason: string;
}

/** The body of work/complete-task. */
export interface TaskCompletion {
  taskId: string;
  processInstanceId?: string;
  pass: boolean;
  comment?: string;
  flag?: string;
}
