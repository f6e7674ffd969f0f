import {
  Button,
  Field,
  Input,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo, useState } from 'react';
import { Bar } from 'react-chartjs-2';
import type { ReportResult } from '../../../shared/bladex/ops';
import type { WorkspaceApi } from '../../../shared/contract/window-api';
import { saveBytes } from '../../crud-import/use-import';
import { getApi } from '../../platform/api';
import { notify } from '../../platform/notify';
import { registerBoardCharts } from '../../board/charts/register';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { ResultDialog } from './ResultDialog';

registerBoardCharts();

const OPTIONS: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true } },
};

export interface ReportRunDialogProps {
  reportId: string;
  onClose: () => void;
  /** The host API the .xlsx is fetched through; `window.api` (or the browser host's socket) by default. */
  api?: Pick<WorkspaceApi, 'invoke'>;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 运行: a saved report's rows as a table and a bar chart; a report with a day window can be re-run for another; 导出
 * saves the same run (`export`, with the window applied) as .xlsx.
 */
export const ReportRunDialog = ({ reportId, onClose, api }: ReportRunDialogProps) => {
  const provider = useDataProvider();
  const { rt } = useCrudText();
  const t = (key: string, params?: Record<string, string>) => rt(`res.ops.reportFile.runDialog.${key}`, params);
  const [days, setDays] = useState('');
  const [applied, setApplied] = useState('');
  const result = useQuery({
    queryKey: ['reportFile', 'run', reportId, applied],
    queryFn: () =>
      provider.custom({
        method: 'GET',
        url: '/api/blade-report/report/rest/run',
        params: { id: reportId, ...(applied ? { days: applied } : {}) },
      }) as Promise<ReportResult>,
  });
  const report = result.data;
  const [exporting, setExporting] = useState(false);
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const answer = await (api ?? getApi()).invoke('http.request', {
        method: 'GET',
        url: '/api/blade-report/report/rest/export',
        params: { id: reportId, ...(applied ? { days: applied } : {}) },
        responseType: 'arraybuffer',
      });
      if (!answer.ok) throw new Error(answer.error.message);
      const body = answer.data.data;
      if (!(body instanceof Uint8Array || body instanceof ArrayBuffer)) throw new Error(t('exportFailed'));
      saveBytes(new Uint8Array(body), `${report?.title ?? 'report'}.xlsx`, XLSX);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const chart = useMemo<ChartData<'bar'> | undefined>(
    () =>
      report && {
        labels: report.rows.map((row) => String(row[report.chart.label] ?? '')),
        datasets: [
          {
            label: report.columns.find((column) => column.name === report.chart.value)?.label ?? '',
            data: report.rows.map((row) => Number(row[report.chart.value] ?? 0)),
            backgroundColor: '#089DA5',
          },
        ],
      },
    [report],
  );
  return (
    <ResultDialog title={report?.title ?? ''} closeLabel={t('close')} onClose={onClose} maxWidth={1000}>
      {report && 'days' in report.params && (
        <form
          style={{ display: 'flex', gap: 8, alignItems: 'end', marginBottom: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            setApplied(days.trim());
          }}
        >
          <Field label={t('days')}>
            <Input
              type="number"
              value={days || String(report.params.days)}
              onChange={(_event, data) => setDays(data.value)}
            />
          </Field>
          <Button type="submit" disabled={result.isFetching}>
            {t('apply')}
          </Button>
        </form>
      )}
      {result.isLoading && <Spinner label={t('loading')} />}
      {result.isError && <div role="alert">{errorMessage(result.error)}</div>}
      {report && report.rows.length === 0 && <div>{t('empty')}</div>}
      {report && report.rows.length > 0 && (
        <Button disabled={exporting || result.isFetching} onClick={() => void exportXlsx()}>
          {exporting ? t('exporting') : t('export')}
        </Button>
      )}
      {report && chart && report.rows.length > 0 && (
        <>
          <div style={{ height: 240 }} role="img" aria-label={t('chart', { title: report.title })}>
            <Bar data={chart} options={OPTIONS} />
          </div>
          <Table size="small" aria-label={report.title}>
            <TableHeader>
              <TableRow>
                {report.columns.map((column) => (
                  <TableHeaderCell key={column.name}>{column.label}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.map((row, index) => (
                <TableRow key={index}>
                  {report.columns.map((column) => (
                    <TableCell key={column.name}>{String(row[column.name] ?? '')}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </ResultDialog>
  );
};
