import { act, fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { BpmnPropertiesPanel } from '../../../../src/renderer/screens/ops/flow/BpmnPropertiesPanel';
import { renderWithProviders } from '../render-with-providers';

// The panel over a stand-in of bpmn-js's services: it follows the selection and writes through `modeling`.
const fakeModeler = () => {
  const handlers = new Map<string, (event: unknown) => void>();
  const updates: [string, Record<string, unknown>][] = [];
  const definitions = { $type: 'bpmn:Definitions', id: 'defs', $attrs: {} as Record<string, string> };
  const gateway = { $type: 'bpmn:ExclusiveGateway', id: 'g' };
  const task = { id: 't', businessObject: { $type: 'bpmn:UserTask', id: 't', name: '审批', $parent: definitions } };
  const flow = { id: 'f', businessObject: { $type: 'bpmn:SequenceFlow', id: 'f', sourceRef: gateway } };
  const services: Record<string, unknown> = {
    eventBus: { on: (name: string, fn: (event: unknown) => void) => handlers.set(name, fn), off: () => undefined },
    modeling: {
      updateProperties: (element: { id: string }, properties: Record<string, unknown>) =>
        updates.push([element.id, properties]),
    },
    bpmnFactory: { create: (type: string, properties: Record<string, unknown>) => ({ $type: type, ...properties }) },
    elementRegistry: { get: (id: string) => (id === 'g' ? { id: 'g', businessObject: gateway } : undefined) },
  };
  const select = (element: unknown) => act(() => handlers.get('selection.changed')?.({ newSelection: [element] }));
  return { modeler: { get: <T,>(name: string) => services[name] as T }, updates, definitions, task, flow, select };
};

it('sets a user task’s candidate groups and declares the Flowable namespace', async () => {
  const fake = fakeModeler();
  await renderWithProviders(<BpmnPropertiesPanel modeler={fake.modeler} />);
  fake.select(fake.task);
  expect(screen.getByRole('status').textContent).toContain('须指定办理人');
  const groups = screen.getByLabelText('候选组');
  fireEvent.change(groups, { target: { value: 'admin, hr' } });
  fireEvent.blur(groups);
  expect(fake.updates).toEqual([
    [
      't',
      { 'flowable:assignee': undefined, 'flowable:candidateGroups': 'admin,hr', 'flowable:candidateUsers': undefined },
    ],
  ]);
  expect(fake.definitions.$attrs['xmlns:flowable']).toBe('http://flowable.org/bpmn');
  expect(screen.queryByRole('status')).toBeNull();
});

it('writes a gateway flow’s condition, and makes a flow the default without one', async () => {
  const fake = fakeModeler();
  await renderWithProviders(<BpmnPropertiesPanel modeler={fake.modeler} />);
  fake.select(fake.flow);
  const condition = screen.getByLabelText('条件');
  fireEvent.change(condition, { target: { value: '${pass}' } });
  fireEvent.blur(condition);
  expect(fake.updates.at(-1)).toEqual([
    'f',
    { conditionExpression: { $type: 'bpmn:FormalExpression', body: '${pass}' } },
  ]);
  fireEvent.click(screen.getByRole('checkbox'));
  expect(fake.updates.slice(-2)).toEqual([
    ['f', { conditionExpression: undefined }],
    ['g', { default: fake.flow.businessObject }],
  ]);
});
