import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../crud/core/crud-error';
import { useFlowText } from './flow-texts';

export interface BpmnDiagramProps {
  xml: string;
  /** Open tasks: marked red. */
  active: readonly string[];
  /** Passed activities: marked green. */
  done: readonly string[];
}

/** The process diagram in bpmn-js's viewer (loaded on first use), with the current task highlighted. */
export const BpmnDiagram = ({ xml, active, done }: BpmnDiagramProps) => {
  const text = useFlowText();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    void import('./bpmn-lib')
      .then(async ({ NavigatedViewer }) => {
        if (cancelled || !host.current) return;
        const viewer = new NavigatedViewer({ container: host.current });
        destroy = () => viewer.destroy();
        await viewer.importXML(xml);
        const canvas = viewer.get<{
          zoom(level: string): void;
          addMarker(id: string, marker: string): void;
        }>('canvas');
        const registry = viewer.get<{ get(id: string): unknown }>('elementRegistry');
        for (const id of done) if (registry.get(id) && !active.includes(id)) canvas.addMarker(id, 'flow-done');
        for (const id of active) if (registry.get(id)) canvas.addMarker(id, 'flow-active');
        canvas.zoom('fit-viewport');
        if (!cancelled) setState('ready');
      })
      .catch((error: unknown) => !cancelled && setState(errorMessage(error) || 'error'));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [xml, active, done]);
  return (
    <div>
      {state === 'loading' && <Spinner size="small" label={text.diagramLoading} />}
      {state !== 'loading' && state !== 'ready' && <div role="alert">{state}</div>}
      <div
        ref={host}
        className="flow-canvas"
        style={{ height: 420 }}
        data-testid="flow-diagram"
        data-active={active.join(',')}
        aria-label={text.legendActive}
      />
    </div>
  );
};
