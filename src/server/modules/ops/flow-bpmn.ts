import { BpmnModdle } from 'bpmn-moddle';
import { badRequest } from '../../http/errors';

/** Who may act on a user task, read from its Flowable attributes (the dialect BladeX's models are written in). */
export interface UserTaskRule {
  id: string;
  name: string;
  /** `flowable:assignee`: a user id, or `${variable}` naming a process variable that holds one. */
  assignee: string;
  /** `flowable:candidateGroups`: role aliases of the tenant whose holders may claim it. */
  candidateGroups: string[];
  /** `flowable:candidateUsers`: user ids (or `${variable}`s) who may claim it. */
  candidateUsers: string[];
}

export interface ParsedProcess {
  key: string;
  name: string;
  description: string;
  userTasks: Map<string, UserTaskRule>;
  /** Every flow node's name by id (history of gateways and events). */
  names: Map<string, string>;
}

/**
 * Flow nodes the embedded engine runs here. Anything that would wait for something other than a person (timers,
 * messages, receive tasks) or run code (service and script tasks) is refused at deploy, so no instance can stall.
 */
const SUPPORTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:Task',
  'bpmn:ManualTask',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:SequenceFlow',
  'bpmn:TextAnnotation',
  'bpmn:Association',
]);

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  $attrs?: Record<string, string>;
  flowElements?: ModdleElement[];
  rootElements?: ModdleElement[];
  documentation?: { text?: string }[];
  eventDefinitions?: unknown[];
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Parses the XML only (a model being designed may be unfinished); the parser's message when it does not parse. */
export const readBpmn = async (xml: string): Promise<ModdleElement> => {
  if (!xml.trim()) throw badRequest('BPMN 文件为空');
  try {
    const result = await new BpmnModdle().fromXML(xml);
    if (result.warnings.length > 0) throw new Error(result.warnings[0]!.message);
    return result.rootElement as unknown as ModdleElement;
  } catch (error) {
    throw badRequest(`BPMN 文件无法解析：${(error as Error).message.split('\n')[0]}`);
  }
};

/**
 * Parses and checks a BPMN 2.0 file. Every refusal is a 400 whose message names the problem: the parser's own
 * message for XML that does not parse, the element for what the engine here cannot run.
 */
export const parseBpmn = async (xml: string): Promise<ParsedProcess> => {
  const root = await readBpmn(xml);
  const processes = (root.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process');
  const executable = processes.filter((element) => element.isExecutable !== false);
  if (executable.length !== 1) {
    throw badRequest(
      executable.length === 0
        ? 'BPMN 文件中没有可执行的流程（process）'
        : `一个 BPMN 文件只能包含一个可执行流程，此文件有 ${executable.length} 个`,
    );
  }
  const process = executable[0]!;
  if (!process.id || !/^[A-Za-z_][\w.-]{0,63}$/.test(process.id)) {
    throw badRequest(`流程标识“${process.id ?? ''}”无效：须以字母开头，只含字母、数字、下划线、点和短横线`);
  }
  const elements = process.flowElements ?? [];
  const userTasks = new Map<string, UserTaskRule>();
  const names = new Map<string, string>();
  let starts = 0;
  for (const element of elements) {
    const label = `${element.name ?? ''}（${element.id ?? ''}）`;
    if (!SUPPORTED.has(element.$type)) throw badRequest(`暂不支持的流程元素 ${element.$type}：${label}`);
    if ((element.eventDefinitions ?? []).length > 0) throw badRequest(`暂不支持带事件定义的事件：${label}`);
    if (element.id) names.set(element.id, element.name ?? '');
    if (element.$type === 'bpmn:StartEvent') starts += 1;
    if (element.$type !== 'bpmn:UserTask') continue;
    const attrs = element.$attrs ?? {};
    const rule: UserTaskRule = {
      id: element.id ?? '',
      name: element.name?.trim() || (element.id ?? ''),
      assignee: (attrs['flowable:assignee'] ?? attrs['activiti:assignee'] ?? '').trim(),
      candidateGroups: list(attrs['flowable:candidateGroups'] ?? attrs['activiti:candidateGroups']),
      candidateUsers: list(attrs['flowable:candidateUsers'] ?? attrs['activiti:candidateUsers']),
    };
    if (!rule.assignee && rule.candidateGroups.length === 0 && rule.candidateUsers.length === 0) {
      throw badRequest(`用户任务${label}未指定办理人（flowable:assignee）或候选组（flowable:candidateGroups）`);
    }
    userTasks.set(rule.id, rule);
  }
  if (starts !== 1) throw badRequest(`流程“${process.name ?? process.id}”须有且只有一个开始事件，现有 ${starts} 个`);
  if (userTasks.size === 0) throw badRequest(`流程“${process.name ?? process.id}”没有用户任务`);
  return {
    key: process.id,
    name: process.name?.trim() || process.id,
    description: (process.documentation ?? []).map((doc) => doc.text ?? '').join('\n'),
    userTasks,
    names,
  };
};

/**
 * The source the engine runs: Flowable-style conditions `${pass}` read the process variables, which bpmn-engine
 * names `environment.variables.pass`. Only a bare variable name is rewritten; longer expressions are left as written.
 */
export const engineSource = (xml: string): string =>
  xml.replace(/\$\{\s*([A-Za-z_]\w*)\s*\}/g, (whole, name: string) =>
    name === 'environment' ? whole : `\${environment.variables.${name}}`,
  );

/** A `${variable}` resolved from the variables, or the text itself. */
export const resolveUser = (text: string, variables: Record<string, unknown>): string => {
  const match = /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(text);
  if (!match) return text;
  const value = variables[match[1]!];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
