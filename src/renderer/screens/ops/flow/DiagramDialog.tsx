import { Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { FlowHistory, FlowModelView } from '../../../../shared/bladex/flow';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex } from '../../../platform/bladex-client';
import { ResultDialog } from '../ResultDialog';
import { BpmnDiagram } from './BpmnDiagram';
import { FlowHistoryTable } from './FlowHistoryTable';
import { useFlowText } from './flow-texts';

export interface DiagramTarget {
  name: string;
  processInstanceId?: string;
  processDefinitionId?: string;
}

/** The diagram of an instance (current task highlighted) and its history, or of a definition alone. */
export const FlowDiagramPanel = ({ target }: { target: DiagramTarget }) => {
  const text = useFlowText();
  const view = useQuery({
    queryKey: ['flow', 'model-view', target.processInstanceId ?? '', target.processDefinitionId ?? ''],
    queryFn: () =>
      bladex.get<FlowModelView>('/blade-flow/process/model-view', {
        ...(target.processInstanceId ? { processInstanceId: target.processInstanceId } : {}),
        ...(target.processDefinitionId ? { processDefinitionId: target.processDefinitionId } : {}),
      }),
  });
  const history = useQuery({
    queryKey: ['flow', 'history', target.processInstanceId ?? ''],
    enabled: Boolean(target.processInstanceId),
    queryFn: () =>
      bladex.get<FlowHistory[]>('/blade-flow/process/history-flow-list', {
        processInstanceId: target.processInstanceId ?? '',
      }),
  });
  return (
    <div>
      {view.isLoading && <Spinner label={text.diagramLoading} />}
      {view.isError && <div role="alert">{errorMessage(view.error)}</div>}
      {view.data && (
        <BpmnDiagram xml={view.data.xml} active={view.data.activeActivityIds} done={view.data.finishedActivityIds} />
      )}
      {history.data && (
        <>
          <h3>{text.history}</h3>
          <FlowHistoryTable steps={history.data} />
        </>
      )}
    </div>
  );
};

export const DiagramDialog = ({ target, onClose }: { target: DiagramTarget; onClose: () => void }) => {
  const text = useFlowText();
  return (
    <ResultDialog title={text.diagramTitle(target.name)} closeLabel={text.close} onClose={onClose} maxWidth={1100}>
      <FlowDiagramPanel target={target} />
    </ResultDialog>
  );
};
