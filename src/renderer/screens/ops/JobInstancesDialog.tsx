import {
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { JOB_INSTANCE_STATUS, JOB_TRIGGER, type JobInstance } from '../../../shared/bladex/ops';
import type { Page } from '../../../shared/bladex';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { ResultDialog } from './ResultDialog';

const STATUS_KEYS: Record<number, string> = {
  [JOB_INSTANCE_STATUS.WAITING]: 'waiting',
  [JOB_INSTANCE_STATUS.RUNNING]: 'running',
  [JOB_INSTANCE_STATUS.FAILED]: 'failed',
  [JOB_INSTANCE_STATUS.SUCCEED]: 'succeed',
  [JOB_INSTANCE_STATUS.MISSED]: 'missed',
  [JOB_INSTANCE_STATUS.CANCELED]: 'canceled',
  [JOB_INSTANCE_STATUS.STOPPED]: 'stopped',
};

export interface JobInstancesDialogProps {
  jobId: string;
  jobName: string;
  onClose: () => void;
}

/**
 * 运行记录: the last 50 runs of a job (`GET job-info/instances`), refreshed every 2 s while open so a run that is
 * under way shows its end; the log of a run is its row's tooltip.
 */
export const JobInstancesDialog = ({ jobId, jobName, onClose }: JobInstancesDialogProps) => {
  const provider = useDataProvider();
  const { rt } = useCrudText();
  const t = (key: string, params?: Record<string, string | number>) => rt(`res.ops.jobInfo.instances.${key}`, params);
  const runs = useQuery({
    queryKey: ['jobInfo', 'instances', jobId],
    queryFn: () =>
      provider.custom({
        method: 'GET',
        url: '/api/blade-job/job-info/instances',
        params: { jobId, current: '1', size: '50' },
      }),
    refetchInterval: 2000,
  });
  const records = ((runs.data as Page<JobInstance> | undefined)?.records ?? []) as JobInstance[];
  return (
    <ResultDialog title={t('title', { name: jobName })} closeLabel={t('close')} onClose={onClose} maxWidth={1100}>
      {runs.isLoading && <Spinner label={t('loading')} />}
      {runs.isError && <div role="alert">{errorMessage(runs.error)}</div>}
      {!runs.isLoading && !runs.isError && records.length === 0 && <div>{t('empty')}</div>}
      {records.length > 0 && (
        <Table size="small" aria-label={t('title', { name: jobName })}>
          <TableHeader>
            <TableRow>
              {['fireTime', 'trigger', 'status', 'attempt', 'startTime', 'endTime', 'result'].map((key) => (
                <TableHeaderCell key={key}>{t(key)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((run) => (
              <Tooltip key={run.id} content={run.log || run.result || '-'} relationship="description">
                <TableRow data-testid="job-instance">
                  <TableCell>{run.fireTime.slice(0, 19) || '-'}</TableCell>
                  <TableCell>{t(run.triggerType === JOB_TRIGGER.MANUAL ? 'manual' : 'scheduled')}</TableCell>
                  <TableCell>{t(`statuses.${STATUS_KEYS[run.status] ?? 'waiting'}`)}</TableCell>
                  <TableCell>{run.attempt}</TableCell>
                  <TableCell>{run.startTime || '-'}</TableCell>
                  <TableCell>{run.endTime || '-'}</TableCell>
                  <TableCell>{run.result || '-'}</TableCell>
                </TableRow>
              </Tooltip>
            ))}
          </TableBody>
        </Table>
      )}
    </ResultDialog>
  );
};
