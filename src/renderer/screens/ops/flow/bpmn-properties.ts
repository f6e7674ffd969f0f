/**
 * What the modeler's properties panel reads from and writes to a selected BPMN element: what the engine here needs
 * (modules/ops/README.md "Workflow"): a user task's name and who acts on it (`flowable:assignee`,
 * `flowable:candidateGroups`, `flowable:candidateUsers`), and on an exclusive gateway's outgoing flows the condition
 * (`${variable}`, the only form the engine evaluates) or the gateway's default flow. Pure: the panel applies the
 * answers through bpmn-js's `modeling`.
 */

/** The part of a bpmn-moddle element the panel reads. */
export interface BpmnObject {
  $type: string;
  id: string;
  name?: string;
  $attrs?: Record<string, string | undefined>;
  conditionExpression?: { body?: string };
  sourceRef?: BpmnObject;
  default?: BpmnObject;
}

export type PanelKind = 'userTask' | 'gatewayFlow' | 'element';

export interface PanelValues {
  kind: PanelKind;
  id: string;
  type: string;
  name: string;
  assignee: string;
  candidateGroups: string;
  candidateUsers: string;
  condition: string;
  /** The flow is its gateway's default (taken when no condition holds). */
  isDefault: boolean;
}

const attr = (object: BpmnObject, name: string): string =>
  (object.$attrs?.[`flowable:${name}`] ?? object.$attrs?.[`activiti:${name}`] ?? '').trim();

const isGatewayFlow = (object: BpmnObject): boolean =>
  object.$type === 'bpmn:SequenceFlow' && object.sourceRef?.$type === 'bpmn:ExclusiveGateway';

/** The panel's view of an element. */
export const panelValues = (object: BpmnObject): PanelValues => ({
  kind: object.$type === 'bpmn:UserTask' ? 'userTask' : isGatewayFlow(object) ? 'gatewayFlow' : 'element',
  id: object.id,
  type: object.$type.replace(/^bpmn:/, ''),
  name: object.name ?? '',
  assignee: attr(object, 'assignee'),
  candidateGroups: attr(object, 'candidateGroups'),
  candidateUsers: attr(object, 'candidateUsers'),
  condition: (object.conditionExpression?.body ?? '').trim(),
  isDefault: Boolean(object.sourceRef?.default && object.sourceRef.default.id === object.id),
});

/** `a, b ,,c` → `a,b,c`: how the engine reads a list of roles or users. */
export const normalizeList = (text: string): string =>
  text
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join(',');

/**
 * The attributes a user task's values become (`updateProperties`): an empty one is removed (undefined), and the
 * Flowable prefix is the one written, whatever the file used before.
 */
export const userTaskAttributes = (values: PanelValues): Record<string, string | undefined> => {
  const value = (text: string) => text || undefined;
  return {
    'flowable:assignee': value(values.assignee.trim()),
    'flowable:candidateGroups': value(normalizeList(values.candidateGroups)),
    'flowable:candidateUsers': value(normalizeList(values.candidateUsers)),
  };
};

const CONDITION = /^\$\{\s*[A-Za-z_]\w*\s*\}$/;

export type PanelProblem = 'noActor' | 'conditionFormat' | 'noCondition';

/** What the engine would refuse or never take, for the panel to say before the model is deployed. */
export const panelProblem = (values: PanelValues): PanelProblem | null => {
  if (values.kind === 'userTask')
    return values.assignee.trim() || normalizeList(values.candidateGroups) || normalizeList(values.candidateUsers)
      ? null
      : 'noActor';
  if (values.kind === 'gatewayFlow') {
    const condition = values.condition.trim();
    if (condition && !CONDITION.test(condition)) return 'conditionFormat';
    if (!condition && !values.isDefault) return 'noCondition';
  }
  return null;
};
