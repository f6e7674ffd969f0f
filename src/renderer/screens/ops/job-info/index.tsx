import { useMemo, useState } from 'react';
import type { JobSyncResult } from '../../../../shared/bladex/ops';
import { getResource } from '../../../../shared/resources';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { errorMessage } from '../../../crud/core/crud-error';
import type { WireRecord } from '../../../crud/core/data-provider';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import type { ActionHandlers } from '../../../crud/fluent/use-resource-screen';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { notify } from '../../../platform/notify';
import { JobInstancesDialog } from '../JobInstancesDialog';

const def = getResource('jobInfo');
const syncAction = def.actions?.find((action) => action.name === 'sync');

/**
 * 任务管理: the engine's CRUD, the enable switch (`change`) and 运行一次 (`run`), plus 同步 (pushes every job to
 * its server again and says how many took) and 运行记录 (a job's runs).
 */
export const Screen = () => {
  const provider = useDataProvider();
  const { rt } = useCrudText();
  const [row, setRow] = useState<WireRecord | null>(null);
  const handlers = useMemo<ActionHandlers>(
    () => ({
      sync: () => {
        if (!syncAction) return;
        provider
          .runAction(def, syncAction, { body: {} })
          .then((result) => {
            const { synced, failed, messages } = result as JobSyncResult;
            const summary = rt('res.ops.jobInfo.instances.synced', { synced, failed });
            if (failed > 0) notify.error(`${summary}：${messages.join('；')}`);
            else notify.success(summary);
          })
          .catch((error: unknown) => notify.error(errorMessage(error)));
      },
    }),
    [provider, rt],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [{ name: 'instances', label: rt('res.ops.jobInfo.actions.instances'), run: (record) => setRow(record) }],
    [rt],
  );
  return (
    <>
      <ResourcePage def={def} actionHandlers={handlers} extraRowActions={rowActions} />
      {row && (
        <JobInstancesDialog jobId={String(row.id)} jobName={String(row.jobName ?? '')} onClose={() => setRow(null)} />
      )}
    </>
  );
};
