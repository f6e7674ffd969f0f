import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  RECONCILE_RESULTS,
  type ReconcileLine,
  type ReconcileResult,
  type ReconcileSummary,
} from '../../../../shared/bladex/order';
import { formatMoney } from '../../../../shared/number-format';
import { mallFinanceReconcileKit, mallFinanceReconcileResource } from '../../../../shared/resources';
import { errorMessage } from '../../../crud/core/crud-error';
import type { WireRecord } from '../../../crud/core/data-provider';
import { invalidateResource } from '../../../crud/core/query-keys';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { ExportProgressDialog } from '../../../crud-export/ExportProgressDialog';
import { exportFileNameOf } from '../../../crud-export/export-columns';
import { useExport } from '../../../crud-export/use-export';
import { getApi } from '../../../platform/api';
import { bladex, unwrapEnvelope } from '../../../platform/bladex-client';
import { uploadOrLog } from '../../../platform/request-or-log';
import { FigureCards } from '../../../ui/FigureCards';
import { FilePickArea } from '../../../ui/FilePickArea';
import { ListPager } from '../../ops/ListPager';

const k = mallFinanceReconcileKit.key;
const BASE = `/api${mallFinanceReconcileResource.endpoint}`;
const PAGE_SIZE = 10;
const LINE_COLUMNS = ['lineNo', 'orderNo', 'result', 'statementMoney', 'orderMoney'] as const;

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '90vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3, margin: 0 },
  money: { textAlign: 'right' },
});

const readBytes = async (file: File) => new Uint8Array(await file.arrayBuffer());

/**
 * 对账 of one reconciliation record (issue 11 item 8): upload its statement (.csv or .xlsx) to `fileCompare`, then
 * the kept counts and totals and the lines by result (`load/data`), paged, exported to .xlsx through the host. A
 * refused file shows the server's message (it names the line) and the earlier result stays.
 */
export const ReconcileDialog = ({
  row,
  canCompare,
  onClose,
}: {
  row: WireRecord;
  canCompare: boolean;
  onClose: () => void;
}) => {
  const styles = useStyles();
  const { rt, language } = useCrudText();
  const client = useQueryClient();
  const exporter = useExport(useMemo(() => getApi(), []));
  const id = String(row.id);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ReconcileResult | ''>('');
  const [current, setCurrent] = useState(1);
  const resultLabel = (value: ReconcileResult) => rt(k(`result.${value}`));

  const summary = useQuery({
    queryKey: ['reconcile', id, 'summary'],
    queryFn: () => bladex.get<ReconcileSummary | null>(`${BASE}/fileCompare`, { id }),
  });
  const lineParams = { id, ...(result ? { result } : {}) };
  const lines = useQuery({
    queryKey: ['reconcile', id, 'lines', result, current],
    queryFn: () =>
      bladex.get<{ records: ReconcileLine[]; total: number }>(`${BASE}/load/data`, {
        ...lineParams,
        current,
        size: PAGE_SIZE,
      }),
  });

  const compare = useMutation({
    mutationFn: async (picked: File) => {
      const answer = await uploadOrLog({
        url: `${BASE}/fileCompare`,
        fileName: picked.name,
        mimeType: picked.type || 'application/octet-stream',
        bytes: await readBytes(picked),
        fields: { id },
      });
      if (!answer.ok) throw new Error(answer.error.message);
      return unwrapEnvelope<ReconcileSummary>(answer.data.status, answer.data.data);
    },
    onSuccess: async () => {
      setProblem(null);
      setFile(null);
      setCurrent(1);
      await client.invalidateQueries({ queryKey: ['reconcile', id] });
      await invalidateResource(client, mallFinanceReconcileResource);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const kept = summary.data;
  const compared = Boolean(kept && (row.compareTime || kept.matchedCnt + kept.mismatchCnt + kept.missingOrderCnt));
  const figures = kept
    ? [
        { name: 'matchedCnt', label: rt(k('fields.matchedCnt')), value: kept.matchedCnt },
        { name: 'mismatchCnt', label: rt(k('fields.mismatchCnt')), value: kept.mismatchCnt },
        { name: 'missingOrderCnt', label: rt(k('fields.missingOrderCnt')), value: kept.missingOrderCnt },
        { name: 'missingStatementCnt', label: rt(k('fields.missingStatementCnt')), value: kept.missingStatementCnt },
        {
          name: 'statementMoney',
          label: rt(k('fields.statementCents')),
          value: formatMoney(kept.statementMoney, language),
        },
        { name: 'orderMoney', label: rt(k('fields.orderCents')), value: formatMoney(kept.orderMoney, language) },
      ].map((figure) => ({ ...figure, data: { 'data-field': figure.name } }))
    : [];

  const startExport = () =>
    void exporter.start({
      endpoint: `${BASE}/load/data`,
      params: lineParams,
      columns: LINE_COLUMNS.map((name) => ({
        name,
        header: rt(k(`lines.${name}`)),
        kind:
          name === 'statementMoney' || name === 'orderMoney'
            ? 'money-yuan'
            : name === 'lineNo'
              ? 'number'
              : name === 'result'
                ? 'dict'
                : 'text',
        ...(name === 'result'
          ? { dict: Object.fromEntries(RECONCILE_RESULTS.map((value) => [value, resultLabel(value)])) }
          : {}),
      })),
      fileName: exportFileNameOf(`${String(row.name ?? '')}_${rt(k('compare.export'))}`, new Date()),
    });

  const busy = compare.isPending;
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface} data-testid="reconcile-dialog">
        <DialogBody>
          <DialogTitle>{rt(k('compare.title'), { name: String(row.name ?? '') })}</DialogTitle>
          <DialogContent className={styles.content}>
            {canCompare && (
              <>
                <p className={styles.hint}>{rt(k('compare.hint'))}</p>
                <div className={styles.bar}>
                  <FilePickArea
                    label={rt(k('compare.pick'))}
                    icon={<DocumentArrowUpRegular />}
                    accept=".csv,.xlsx"
                    disabled={busy}
                    onPick={(picked) => {
                      setFile(picked);
                      setProblem(null);
                    }}
                    inputTestId="reconcile-file"
                  >
                    <span>{file?.name ?? rt(k('compare.none'))}</span>
                  </FilePickArea>
                  <Button
                    appearance="primary"
                    disabled={!file || busy}
                    icon={busy ? <Spinner size="tiny" /> : undefined}
                    onClick={() => file && compare.mutate(file)}
                    data-testid="reconcile-start"
                  >
                    {rt(k(busy ? 'compare.busy' : 'compare.start'))}
                  </Button>
                </div>
              </>
            )}
            {problem && (
              <MessageBar intent="error" role="alert" data-testid="reconcile-problem">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            {summary.isError && (
              <MessageBar intent="error">
                <MessageBarBody>{errorMessage(summary.error)}</MessageBarBody>
              </MessageBar>
            )}
            {summary.isLoading ? (
              <Spinner />
            ) : compared ? (
              <div data-testid="reconcile-summary">
                <FigureCards figures={figures} minWidth={130} />
              </div>
            ) : (
              <p className={styles.hint}>{rt(k('compare.never'))}</p>
            )}
            {compared && (
              <>
                <div className={styles.bar}>
                  <Field label={rt(k('compare.filter'))}>
                    <Dropdown
                      value={result ? resultLabel(result) : rt(k('compare.all'))}
                      selectedOptions={[result]}
                      onOptionSelect={(_event, data) => {
                        setResult((data.optionValue ?? '') as ReconcileResult | '');
                        setCurrent(1);
                      }}
                      data-testid="reconcile-result-filter"
                    >
                      <Option value="">{rt(k('compare.all'))}</Option>
                      {RECONCILE_RESULTS.map((value) => (
                        <Option key={value} value={value}>
                          {resultLabel(value)}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  <Button icon={<ArrowDownloadRegular />} onClick={startExport} disabled={!lines.data?.total}>
                    {rt(k('compare.export'))}
                  </Button>
                </div>
                <Table size="small" data-testid="reconcile-lines">
                  <TableHeader>
                    <TableRow>
                      {LINE_COLUMNS.map((name) => (
                        <TableHeaderCell key={name}>{rt(k(`lines.${name}`))}</TableHeaderCell>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {(lines.data?.records ?? []).map((line, index) => (
                      <TableRow key={`${line.orderNo}-${line.lineNo ?? 'order'}-${index}`} data-result={line.result}>
                        <TableCell>{line.lineNo ?? '—'}</TableCell>
                        <TableCell>{line.orderNo}</TableCell>
                        <TableCell>{resultLabel(line.result)}</TableCell>
                        <TableCell className={styles.money}>
                          {line.statementMoney === null ? '—' : formatMoney(line.statementMoney, language)}
                        </TableCell>
                        <TableCell className={styles.money}>
                          {line.orderMoney === null ? '—' : formatMoney(line.orderMoney, language)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {lines.isLoading && <Spinner size="small" />}
                {lines.data && lines.data.total === 0 && <p className={styles.hint}>{rt(k('compare.empty'))}</p>}
                <ListPager
                  total={lines.data?.total ?? 0}
                  size={PAGE_SIZE}
                  current={current}
                  onChange={setCurrent}
                  texts={{
                    total: (n) => rt(k('compare.total'), { n }),
                    prev: rt(k('compare.prev')),
                    next: rt(k('compare.next')),
                  }}
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              {rt(k('compare.close'))}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
      <ExportProgressDialog
        state={exporter.state}
        language={language}
        onCancel={() => void exporter.cancel()}
        onReveal={() => void exporter.reveal()}
        onClose={exporter.close}
      />
    </Dialog>
  );
};
