import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BladeFlow, FlowProcess } from '../../../../shared/bladex/flow';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex } from '../../../platform/bladex-client';
import { notify } from '../../../platform/notify';
import { DiagramDialog, type DiagramTarget } from './DiagramDialog';
import { FlowList, type FlowColumn } from './FlowList';
import { ConfirmDialog } from './ConfirmDialog';
import { useFlowText, type FlowTexts } from './flow-texts';
import { useFlowCategories } from './use-flow-categories';

const processColumns = (text: FlowTexts): FlowColumn<FlowProcess>[] => [
  { key: 'name', label: text.columns.processName, render: (row) => row.name },
  { key: 'key', label: text.columns.key, render: (row) => row.key },
  { key: 'category', label: text.columns.category, render: (row) => row.categoryName || row.category },
  { key: 'version', label: text.columns.version, render: (row) => `v${row.version}` },
  { key: 'deployTime', label: text.columns.deployTime, render: (row) => row.deploymentTime },
];

const taskColumns = (text: FlowTexts, kind: 'claim' | 'todo' | 'send' | 'done'): FlowColumn<BladeFlow>[] => {
  const name: FlowColumn<BladeFlow> = {
    key: 'process',
    label: text.columns.processName,
    render: (row) => `${row.processDefinitionName}${row.suspensionState === 2 ? text.suspended : ''}`,
  };
  const starter: FlowColumn<BladeFlow> = {
    key: 'startUser',
    label: text.columns.startUser,
    render: (row) => row.startUserName,
  };
  const started: FlowColumn<BladeFlow> = {
    key: 'start',
    label: text.columns.startTime,
    render: (row) => row.startTime,
  };
  if (kind === 'send') {
    return [
      name,
      started,
      { key: 'current', label: text.columns.taskName, render: (row) => row.currentTaskName || '-' },
      { key: 'status', label: text.columns.status, render: (row) => text.processStatus[row.processStatus] },
      { key: 'end', label: text.columns.endTime, render: (row) => row.endTime || '-' },
    ];
  }
  const task: FlowColumn<BladeFlow> = { key: 'task', label: text.columns.taskName, render: (row) => row.taskName };
  if (kind === 'done') {
    return [
      name,
      task,
      starter,
      { key: 'result', label: text.columns.result, render: (row) => (row.isPass ? text.pass.yes : text.pass.no) },
      { key: 'comment', label: text.columns.comment, render: (row) => row.comment || '-' },
      { key: 'end', label: text.columns.endTime, render: (row) => row.endTime },
      { key: 'status', label: text.columns.status, render: (row) => text.processStatus[row.processStatus] },
    ];
  }
  return [
    name,
    task,
    starter,
    started,
    { key: 'arrived', label: text.columns.createTime, render: (row) => row.createTime },
    ...(kind === 'claim'
      ? [{ key: 'groups', label: text.columns.candidates, render: (row: BladeFlow) => row.candidateGroups }]
      : []),
  ];
};

/** The route segment of a process's screens (the `flow` dictionary's remark of its category). */
const useRouteOf = () => {
  const categories = useFlowCategories();
  return (category: string) => categories.find((item) => item.value === category)?.route || 'leave';
};

/** 发起事务: the latest active version of every process; 发起 opens its form. */
export const StartScreen = () => {
  const text = useFlowText();
  const navigate = useNavigate();
  const routeOf = useRouteOf();
  const [diagram, setDiagram] = useState<DiagramTarget | null>(null);
  return (
    <>
      <FlowList<FlowProcess>
        name="start"
        url="/blade-flow/work/start-list"
        searchParam="processDefinitionName"
        columns={processColumns(text)}
        rowKey={(row) => row.id}
        actions={(row) => (
          <>
            <Button
              size="small"
              appearance="primary"
              onClick={() => void navigate(`/work/process/${routeOf(row.category)}/form/${encodeURIComponent(row.id)}`)}
            >
              {text.actions.start}
            </Button>
            <Button size="small" onClick={() => setDiagram({ name: row.name, processDefinitionId: row.id })}>
              {text.actions.diagram}
            </Button>
          </>
        )}
      />
      {diagram && <DiagramDialog target={diagram} onClose={() => setDiagram(null)} />}
    </>
  );
};

const TaskScreen = ({ kind }: { kind: 'claim' | 'todo' | 'send' | 'done' }) => {
  const text = useFlowText();
  const navigate = useNavigate();
  const routeOf = useRouteOf();
  const queries = useQueryClient();
  const [diagram, setDiagram] = useState<DiagramTarget | null>(null);
  const [claiming, setClaiming] = useState<BladeFlow | null>(null);
  const detail = (row: BladeFlow) =>
    void navigate(`/work/process/${routeOf(row.category)}/detail/${row.processInstanceId}/${row.businessId}`);
  return (
    <>
      <FlowList<BladeFlow>
        name={kind}
        url={`/blade-flow/work/${kind}-list`}
        searchParam="processDefinitionName"
        columns={taskColumns(text, kind)}
        rowKey={(row) => row.taskId || row.processInstanceId}
        actions={(row) => (
          <>
            {kind === 'claim' && (
              <Button size="small" appearance="primary" onClick={() => setClaiming(row)}>
                {text.actions.claim}
              </Button>
            )}
            {kind === 'todo' && (
              <Button
                size="small"
                appearance="primary"
                onClick={() =>
                  void navigate(
                    `/work/process/${routeOf(row.category)}/handle/${row.taskId}/${row.processInstanceId}/${row.businessId}`,
                  )
                }
              >
                {text.actions.handle}
              </Button>
            )}
            {(kind === 'send' || kind === 'done') && (
              <Button size="small" onClick={() => detail(row)}>
                {text.actions.detail}
              </Button>
            )}
            <Button
              size="small"
              onClick={() => setDiagram({ name: row.processDefinitionName, processInstanceId: row.processInstanceId })}
            >
              {text.actions.diagram}
            </Button>
          </>
        )}
      />
      {diagram && <DiagramDialog target={diagram} onClose={() => setDiagram(null)} />}
      {claiming && (
        <ConfirmDialog
          title={text.actions.claim}
          message={text.claimConfirm(claiming.taskName)}
          onCancel={() => setClaiming(null)}
          onConfirm={async () => {
            try {
              await bladex.post('/blade-flow/work/claim-task', { taskId: claiming.taskId });
              notify.success(text.claimed);
              setClaiming(null);
              await queries.invalidateQueries({ queryKey: ['flow'] });
            } catch (error) {
              notify.error(errorMessage(error));
            }
          }}
        />
      )}
    </>
  );
};

export const ClaimScreen = () => <TaskScreen kind="claim" />;
export const TodoScreen = () => <TaskScreen kind="todo" />;
export const SendScreen = () => <TaskScreen kind="send" />;
export const DoneScreen = () => <TaskScreen kind="done" />;
