import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import {
  normalizeList,
  panelProblem,
  panelValues,
  userTaskAttributes,
  type BpmnObject,
} from '../../../src/renderer/screens/ops/flow/bpmn-properties';
import { LEAVE_PROCESS_XML } from '../../../src/server/db/seed-data/leave-process';

// The properties panel's reading of real elements: the seeded leave process parsed by bpmn-moddle, as bpmn-js does.
const elements = async (): Promise<Map<string, BpmnObject>> => {
  const { rootElement } = await new BpmnModdle().fromXML(LEAVE_PROCESS_XML);
  const process = (rootElement as unknown as { rootElements: { flowElements?: BpmnObject[] }[] }).rootElements[0]!;
  return new Map((process.flowElements ?? []).map((element) => [element.id, element]));
};

describe('panelValues', () => {
  it('reads who acts on a user task', async () => {
    const found = await elements();
    expect(panelValues(found.get('hrAudit')!)).toMatchObject({
      kind: 'userTask',
      name: '人事审批',
      candidateGroups: 'admin,administrator',
      assignee: '',
    });
    expect(panelValues(found.get('deptHeadAudit')!).assignee).toBe('${taskUser}');
  });

  it('reads a gateway flow’s condition and which flow is the default', async () => {
    const found = await elements();
    expect(panelValues(found.get('deptHeadApproved')!)).toMatchObject({
      kind: 'gatewayFlow',
      condition: '${pass}',
      isDefault: false,
    });
    expect(panelValues(found.get('deptHeadRejected')!)).toMatchObject({ kind: 'gatewayFlow', isDefault: true });
    expect(panelValues(found.get('toDeptHead')!).kind).toBe('element');
  });
});

describe('what the panel writes and says', () => {
  const task = panelValues({ $type: 'bpmn:UserTask', id: 't' });

  it('writes the Flowable attributes, removing the empty ones', () => {
    expect(userTaskAttributes({ ...task, candidateGroups: ' admin， hr ,, ' })).toEqual({
      'flowable:assignee': undefined,
      'flowable:candidateGroups': 'admin,hr',
      'flowable:candidateUsers': undefined,
    });
    expect(normalizeList('a,,b')).toBe('a,b');
  });

  it('says what the engine would refuse or never take', () => {
    expect(panelProblem(task)).toBe('noActor');
    expect(panelProblem({ ...task, assignee: '${taskUser}' })).toBeNull();
    const flow = panelValues({
      $type: 'bpmn:SequenceFlow',
      id: 'f',
      sourceRef: { $type: 'bpmn:ExclusiveGateway', id: 'g' },
    });
    expect(panelProblem(flow)).toBe('noCondition');
    expect(panelProblem({ ...flow, condition: '${!pass}' })).toBe('conditionFormat');
    expect(panelProblem({ ...flow, condition: '${ pass }' })).toBeNull();
    expect(panelProblem({ ...flow, isDefault: true })).toBeNull();
  });
});
