import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { panelProblem, panelValues, userTaskAttributes, type BpmnObject, type PanelValues } from './bpmn-properties';
import { useFlowText } from './flow-texts';

/** The part of bpmn-js's Modeler the panel uses. */
export interface PanelModeler {
  get<T>(service: string): T;
}

interface DiagramElement {
  id: string;
  businessObject: BpmnObject & { $parent?: BpmnObject };
}
interface EventBus {
  on(event: string, callback: (event: { newSelection?: DiagramElement[]; element?: DiagramElement }) => void): void;
  off(event: string, callback: (...args: never[]) => void): void;
}
interface Modeling {
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
}
interface BpmnFactory {
  create(type: string, properties: Record<string, unknown>): unknown;
}
interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
}

const FLOWABLE_NS = 'http://flowable.org/bpmn';

const useStyles = makeStyles({
  panel: {
    width: '260px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** Writes the Flowable namespace on the definitions when the file did not declare it, so the attributes parse. */
const declareFlowable = (element: DiagramElement) => {
  let object: (BpmnObject & { $parent?: BpmnObject }) | undefined = element.businessObject;
  while (object && object.$type !== 'bpmn:Definitions') object = object.$parent;
  if (object?.$attrs && !Object.values(object.$attrs).includes(FLOWABLE_NS))
    object.$attrs['xmlns:flowable'] = FLOWABLE_NS;
};

/**
 * 属性: the selected element's name, and what the engine needs of it: a user task's assignee or candidate groups and
 * users, an exclusive gateway's outgoing flow's condition or default mark. Each change goes through `modeling`, so
 * it is on the undo stack and in the XML the dialog saves.
 */
export const BpmnPropertiesPanel = ({ modeler }: { modeler: PanelModeler }) => {
  const text = useFlowText().properties;
  const styles = useStyles();
  const [selected, setSelected] = useState<DiagramElement | null>(null);
  const [values, setValues] = useState<PanelValues | null>(null);

  useEffect(() => {
    const bus = modeler.get<EventBus>('eventBus');
    const onSelection = (event: { newSelection?: DiagramElement[] }) => {
      const element = event.newSelection?.length === 1 ? event.newSelection[0]! : null;
      setSelected(element);
      setValues(element ? panelValues(element.businessObject) : null);
    };
    // An undo or a change made on the canvas (a label edited in place) shows in the panel.
    const onChanged = (event: { element?: DiagramElement }) => {
      const element = event.element;
      if (element) setSelected((current) => (current?.id === element.id ? element : current));
      if (element) setValues((current) => (current?.id === element.id ? panelValues(element.businessObject) : current));
    };
    bus.on('selection.changed', onSelection);
    bus.on('element.changed', onChanged);
    return () => {
      bus.off('selection.changed', onSelection);
      bus.off('element.changed', onChanged);
    };
  }, [modeler]);

  if (!selected || !values) return <aside className={styles.panel}>{text.none}</aside>;

  const modeling = modeler.get<Modeling>('modeling');
  const edit = (patch: Partial<PanelValues>) => setValues({ ...values, ...patch });
  const applyName = () => modeling.updateProperties(selected, { name: values.name.trim() || undefined });
  const applyActors = () => {
    declareFlowable(selected);
    modeling.updateProperties(selected, userTaskAttributes(values));
  };
  const applyCondition = () => {
    const body = values.condition.trim();
    modeling.updateProperties(selected, {
      conditionExpression: body
        ? modeler.get<BpmnFactory>('bpmnFactory').create('bpmn:FormalExpression', { body })
        : undefined,
    });
  };
  const applyDefault = (isDefault: boolean) => {
    const gatewayId = selected.businessObject.sourceRef?.id;
    const gateway = gatewayId ? modeler.get<ElementRegistry>('elementRegistry').get(gatewayId) : undefined;
    if (!gateway) return;
    // A default flow is taken when no condition holds, so it carries none.
    if (isDefault) modeling.updateProperties(selected, { conditionExpression: undefined });
    modeling.updateProperties(gateway, { default: isDefault ? selected.businessObject : undefined });
    edit({ isDefault, ...(isDefault ? { condition: '' } : {}) });
  };
  const problem = panelProblem(values);

  return (
    <aside className={styles.panel} aria-label={text.title} data-testid="bpmn-properties">
      <strong>{text.title}</strong>
      <span className={styles.muted}>
        {values.type} · {values.id}
      </span>
      <Field label={text.name}>
        <Input value={values.name} onChange={(_e, data) => edit({ name: data.value })} onBlur={applyName} />
      </Field>
      {values.kind === 'userTask' && (
        <>
          <Field label={text.assignee} hint={text.assigneeHint}>
            <Input
              value={values.assignee}
              onChange={(_e, data) => edit({ assignee: data.value })}
              onBlur={applyActors}
            />
          </Field>
          <Field label={text.candidateGroups} hint={text.candidateGroupsHint}>
            <Input
              value={values.candidateGroups}
              onChange={(_e, data) => edit({ candidateGroups: data.value })}
              onBlur={applyActors}
            />
          </Field>
          <Field label={text.candidateUsers}>
            <Input
              value={values.candidateUsers}
              onChange={(_e, data) => edit({ candidateUsers: data.value })}
              onBlur={applyActors}
            />
          </Field>
        </>
      )}
      {values.kind === 'gatewayFlow' && (
        <>
          <Field label={text.condition} hint={text.conditionHint}>
            <Input
              value={values.condition}
              disabled={values.isDefault}
              onChange={(_e, data) => edit({ condition: data.value })}
              onBlur={applyCondition}
            />
          </Field>
          <Checkbox
            label={text.isDefault}
            checked={values.isDefault}
            onChange={(_e, data) => applyDefault(data.checked === true)}
          />
        </>
      )}
      {problem && (
        <div role="status" className={styles.problem}>
          {text.problems[problem]}
        </div>
      )}
    </aside>
  );
};
