import { Button, Field, Input, Textarea } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BladeFlow, FlowModel, FlowProcess } from '../../../../shared/bladex/flow';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex, unwrapEnvelope } from '../../../platform/bladex-client';
import { notify } from '../../../platform/notify';
import { uploadOrLog } from '../../../platform/request-or-log';
import { CategoryField } from './CategoryField';
import { ConfirmDialog } from './ConfirmDialog';
import { DiagramDialog, type DiagramTarget } from './DiagramDialog';
import { FlowList } from './FlowList';
import { ModelerDialog } from './ModelerDialog';
import { useFlowText } from './flow-texts';

/** Runs a call, says it went well and refreshes the workflow lists; a refusal is shown and changes nothing. */
const useRun = () => {
  const text = useFlowText();
  const queries = useQueryClient();
  return async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      notify.success(text.done);
      await queries.invalidateQueries({ queryKey: ['flow'] });
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };
};

/** 模型管理: models, designed in the BPMN modeler and deployed to a category and tenants. */
export const ModelScreen = () => {
  const text = useFlowText();
  const run = useRun();
  const queries = useQueryClient();
  const [designing, setDesigning] = useState<FlowModel | null | 'new'>(null);
  const [deploying, setDeploying] = useState<FlowModel | null>(null);
  const [removing, setRemoving] = useState<FlowModel | null>(null);
  const [target, setTarget] = useState({ category: 'flow_1', tenantIds: '' });
  return (
    <>
      <FlowList<FlowModel>
        name="model"
        url="/blade-flow/model/list"
        searchParam="name"
        rowKey={(row) => row.id}
        toolbar={
          <Button appearance="primary" onClick={() => setDesigning('new')}>
            {text.actions.add}
          </Button>
        }
        columns={[
          { key: 'key', label: text.columns.modelKey, render: (row) => row.modelKey },
          { key: 'name', label: text.columns.modelName, render: (row) => row.name },
          { key: 'version', label: text.columns.version, render: (row) => `v${row.version}` },
          { key: 'description', label: text.columns.description, render: (row) => row.description || '-' },
          { key: 'updated', label: text.columns.updated, render: (row) => row.lastUpdated },
        ]}
        actions={(row) => (
          <>
            <Button size="small" onClick={() => setDesigning(row)}>
              {text.actions.design}
            </Button>
            <Button size="small" appearance="primary" onClick={() => setDeploying(row)}>
              {text.actions.deploy}
            </Button>
            <Button size="small" onClick={() => setRemoving(row)}>
              {text.actions.remove}
            </Button>
          </>
        )}
      />
      {designing && (
        <ModelerDialog
          model={designing === 'new' ? null : designing}
          onClose={(saved) => {
            setDesigning(null);
            if (saved) void queries.invalidateQueries({ queryKey: ['flow'] });
          }}
        />
      )}
      {deploying && (
        <ConfirmDialog
          title={text.deployTitle(deploying.name)}
          blocked={!target.category}
          onCancel={() => setDeploying(null)}
          onConfirm={async () => {
            const params = { modelId: deploying.id, category: target.category, tenantIds: target.tenantIds.trim() };
            if (await run(() => bladex.post('/blade-flow/model/deploy', params))) setDeploying(null);
          }}
        >
          <CategoryField value={target.category} onChange={(category) => setTarget((old) => ({ ...old, category }))} />
          <Field label={text.tenants}>
            <Input
              value={target.tenantIds}
              onChange={(_event, data) => setTarget((old) => ({ ...old, tenantIds: data.value }))}
            />
          </Field>
        </ConfirmDialog>
      )}
      {removing && (
        <ConfirmDialog
          title={text.actions.remove}
          message={`${text.actions.remove}“${removing.name}”？`}
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            if (await run(() => bladex.post('/blade-flow/model/remove', { ids: removing.id }))) setRemoving(null);
          }}
        />
      )}
    </>
  );
};

/** 流程管理: deployed definitions, suspend/activate, delete a deployment, upload .bpmn files. */
export const ManagerScreen = () => {
  const text = useFlowText();
  const run = useRun();
  const [diagram, setDiagram] = useState<DiagramTarget | null>(null);
  const [confirming, setConfirming] = useState<{ row: FlowProcess; kind: 'suspend' | 'remove' } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [upload, setUpload] = useState<{ category: string; tenantIds: string; file: File | null }>({
    category: 'flow_1',
    tenantIds: '',
    file: null,
  });
  const send = async () => {
    const file = upload.file;
    if (!file) return;
    const result = await uploadOrLog({
      url: '/api/blade-flow/manager/deploy-upload',
      fileName: file.name,
      mimeType: 'text/xml',
      bytes: new Uint8Array(await file.arrayBuffer()),
      fields: { category: upload.category, ...(upload.tenantIds.trim() ? { tenantIds: upload.tenantIds.trim() } : {}) },
    });
    if (!result.ok) throw new Error(result.error.message);
    unwrapEnvelope(result.data.status, result.data.data);
  };
  return (
    <>
      <FlowList<FlowProcess>
        name="manager"
        url="/blade-flow/manager/list"
        searchParam="processDefinitionName"
        rowKey={(row) => row.id}
        toolbar={
          <Button appearance="primary" onClick={() => setUploading(true)}>
            {text.actions.upload}
          </Button>
        }
        columns={[
          { key: 'name', label: text.columns.processName, render: (row) => row.name },
          { key: 'key', label: text.columns.key, render: (row) => row.key },
          { key: 'category', label: text.columns.category, render: (row) => row.categoryName || row.category },
          { key: 'version', label: text.columns.version, render: (row) => `v${row.version}` },
          { key: 'state', label: text.columns.state, render: (row) => text.states[row.suspensionState] },
          { key: 'deployTime', label: text.columns.deployTime, render: (row) => row.deploymentTime },
        ]}
        actions={(row) => (
          <>
            <Button size="small" onClick={() => setDiagram({ name: row.name, processDefinitionId: row.id })}>
              {text.actions.diagram}
            </Button>
            {row.suspensionState === 1 ? (
              <Button size="small" onClick={() => setConfirming({ row, kind: 'suspend' })}>
                {text.actions.suspend}
              </Button>
            ) : (
              <Button
                size="small"
                onClick={() =>
                  void run(() =>
                    bladex.post('/blade-flow/manager/change-state', { processId: row.id, state: 'active' }),
                  )
                }
              >
                {text.actions.activate}
              </Button>
            )}
            <Button size="small" onClick={() => setConfirming({ row, kind: 'remove' })}>
              {text.actions.remove}
            </Button>
          </>
        )}
      />
      {diagram && <DiagramDialog target={diagram} onClose={() => setDiagram(null)} />}
      {confirming && (
        <ConfirmDialog
          title={confirming.kind === 'suspend' ? text.actions.suspend : text.actions.remove}
          message={
            confirming.kind === 'suspend'
              ? text.suspendConfirm(confirming.row.name)
              : text.removeDeployConfirm(confirming.row.name)
          }
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            const ok = await run(() =>
              confirming.kind === 'suspend'
                ? bladex.post('/blade-flow/manager/change-state', { processId: confirming.row.id, state: 'suspend' })
                : bladex.post('/blade-flow/manager/delete-deployment', { deploymentIds: confirming.row.deploymentId }),
            );
            if (ok) setConfirming(null);
          }}
        />
      )}
      {uploading && (
        <ConfirmDialog
          title={text.actions.upload}
          blocked={!upload.file || !upload.category}
          onCancel={() => setUploading(false)}
          onConfirm={async () => {
            if (await run(send)) setUploading(false);
          }}
        >
          <CategoryField value={upload.category} onChange={(category) => setUpload((old) => ({ ...old, category }))} />
          <Field label={text.tenants}>
            <Input
              value={upload.tenantIds}
              onChange={(_event, data) => setUpload((old) => ({ ...old, tenantIds: data.value }))}
            />
          </Field>
          <Field label={text.file} required validationMessage={upload.file ? '' : text.chooseFile}>
            <input
              type="file"
              accept=".bpmn,.xml"
              onChange={(event) => setUpload((old) => ({ ...old, file: event.target.files?.[0] ?? null }))}
            />
          </Field>
        </ConfirmDialog>
      )}
    </>
  );
};

/** 流程跟踪: every instance of the tenant, its diagram, and ending one with a reason. */
export const FollowScreen = () => {
  const text = useFlowText();
  const run = useRun();
  const [diagram, setDiagram] = useState<DiagramTarget | null>(null);
  const [deleting, setDeleting] = useState<BladeFlow | null>(null);
  const [reason, setReason] = useState('');
  return (
    <>
      <FlowList<BladeFlow>
        name="follow"
        url="/blade-flow/follow/list"
        searchParam="processDefinitionName"
        rowKey={(row) => row.processInstanceId}
        columns={[
          { key: 'name', label: text.columns.processName, render: (row) => row.processDefinitionName },
          { key: 'startUser', label: text.columns.startUser, render: (row) => row.startUserName },
          { key: 'start', label: text.columns.startTime, render: (row) => row.startTime },
          { key: 'current', label: text.columns.taskName, render: (row) => row.currentTaskName || '-' },
          { key: 'status', label: text.columns.status, render: (row) => text.processStatus[row.processStatus] },
          { key: 'end', label: text.columns.endTime, render: (row) => row.endTime || '-' },
        ]}
        actions={(row) => (
          <>
            <Button
              size="small"
              onClick={() => setDiagram({ name: row.processDefinitionName, processInstanceId: row.processInstanceId })}
            >
              {text.actions.diagram}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setReason('');
                setDeleting(row);
              }}
            >
              {text.actions.remove}
            </Button>
          </>
        )}
      />
      {diagram && <DiagramDialog target={diagram} onClose={() => setDiagram(null)} />}
      {deleting && (
        <ConfirmDialog
          title={text.deleteInstance}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const params = { processInstanceId: deleting.processInstanceId, deleteReason: reason.trim() };
            if (await run(() => bladex.post('/blade-flow/follow/delete-process-instance', params))) setDeleting(null);
          }}
        >
          <Field label={text.deleteReason}>
            <Textarea
              value={reason}
              placeholder={text.deleteReasonHint}
              maxLength={200}
              onChange={(_event, data) => setReason(data.value)}
            />
          </Field>
        </ConfirmDialog>
      )}
    </>
  );
};
