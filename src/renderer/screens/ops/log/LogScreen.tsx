import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Input,
  OverlayDrawer,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Page } from '../../../../shared/bladex';
import { errorMessage } from '../../../crud/core/crud-error';
import { ExportProgressDialog } from '../../../crud-export/ExportProgressDialog';
import { exportFileNameOf } from '../../../crud-export/export-columns';
import { useExport } from '../../../crud-export/use-export';
import { getApi } from '../../../platform/api';
import { bladex } from '../../../platform/bladex-client';
import { ListPager } from '../ListPager';
import { DETAIL_FIELDS, LIST_COLUMNS, LONG_FIELDS, useLogText, type LogKind } from './log-texts';

type LogRow = Record<string, string | number | null>;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  cell: { maxWidth: '320px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  pre: {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '360px',
    overflow: 'auto',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
  },
});

const EMPTY = { requestUri: '', method: '', createBy: '', keyword: '', createTimeBegin: '', createTimeEnd: '' };
const PAGE_SIZE = 20;

/** The wire search of the form: empty fields left out, dates widened to whole days. */
const searchParams = (filters: typeof EMPTY): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value.trim())
      .map(([key, value]) => [
        key,
        key === 'createTimeBegin' ? `${value} 00:00:00` : key === 'createTimeEnd' ? `${value} 23:59:59` : value.trim(),
      ]),
  );

/** 接口日志 / 错误日志 / 通用日志: search, a page of rows, the detail drawer (request, parameters, stack), export. */
export const LogScreen = ({ kind }: { kind: LogKind }) => {
  const styles = useStyles();
  const { text, language } = useLogText();
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const exporter = useExport(useMemo(() => getApi(), []));
  const params = searchParams(filters);
  const list = useQuery({
    queryKey: ['logs', kind, current, params],
    queryFn: () =>
      bladex.get<Page<LogRow>>(`/blade-log/${kind}/list`, {
        ...params,
        current: String(current),
        size: String(PAGE_SIZE),
      }),
  });
  const detail = useQuery({
    queryKey: ['logs', kind, 'detail', openId],
    enabled: openId !== null,
    queryFn: () => bladex.get<LogRow>(`/blade-log/${kind}/detail`, { id: openId ?? '' }),
  });
  const label = (field: string) => text.fields[field] ?? field;
  const page = list.data;
  const set = (key: keyof typeof EMPTY) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));
  const exportAll = () =>
    void exporter.start({
      endpoint: `/api/blade-log/${kind}/list`,
      params,
      columns: [...LIST_COLUMNS[kind], ...LONG_FIELDS[kind]].map((name) => ({
        name,
        header: label(name),
        kind: name === 'time' || name === 'lineNumber' ? ('number' as const) : ('text' as const),
      })),
      fileName: exportFileNameOf(text.titles[kind], new Date()),
    });
  return (
    <div className={styles.page} data-testid={`log-screen-${kind}`}>
      <form
        className={styles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          setCurrent(1);
          setFilters(draft);
        }}
      >
        <Input
          aria-label={label('requestUri')}
          placeholder={label('requestUri')}
          value={draft.requestUri}
          onChange={(_e, d) => set('requestUri')(d.value)}
        />
        {kind !== 'usual' && (
          <Select aria-label={label('method')} value={draft.method} onChange={(_e, d) => set('method')(d.value)}>
            <option value="">{label('method')}</option>
            {['GET', 'POST', 'PUT', 'DELETE'].map((method) => (
              <option key={method}>{method}</option>
            ))}
          </Select>
        )}
        <Input
          aria-label={label('createBy')}
          placeholder={label('createBy')}
          value={draft.createBy}
          onChange={(_e, d) => set('createBy')(d.value)}
        />
        <Input
          aria-label={text.keyword[kind]}
          placeholder={text.keyword[kind]}
          value={draft.keyword}
          onChange={(_e, d) => set('keyword')(d.value)}
        />
        <Input
          type="date"
          aria-label={text.from}
          value={draft.createTimeBegin}
          onChange={(_e, d) => set('createTimeBegin')(d.value)}
        />
        <Input
          type="date"
          aria-label={text.to}
          value={draft.createTimeEnd}
          onChange={(_e, d) => set('createTimeEnd')(d.value)}
        />
        <Button type="submit" appearance="primary">
          {text.search}
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
            setCurrent(1);
          }}
        >
          {text.reset}
        </Button>
        <Button onClick={exportAll} disabled={!page || page.total === 0}>
          {text.export}
        </Button>
      </form>
      {list.isLoading && <Spinner label={text.loading} />}
      {list.isError && <div role="alert">{errorMessage(list.error)}</div>}
      {page && page.records.length === 0 && <div>{text.empty}</div>}
      {page && page.records.length > 0 && (
        <Table size="small" aria-label={text.titles[kind]}>
          <TableHeader>
            <TableRow>
              {LIST_COLUMNS[kind].map((field) => (
                <TableHeaderCell key={field}>{label(field)}</TableHeaderCell>
              ))}
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.records.map((row) => (
              <TableRow key={String(row.id)} data-testid="log-row">
                {LIST_COLUMNS[kind].map((field) => (
                  <TableCell key={field}>
                    <div className={styles.cell} title={String(row[field] ?? '')}>
                      {String(row[field] ?? '') || '-'}
                    </div>
                  </TableCell>
                ))}
                <TableCell>
                  <Button size="small" onClick={() => setOpenId(String(row.id))}>
                    {text.detail}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {page && <ListPager total={page.total} size={PAGE_SIZE} current={current} onChange={setCurrent} texts={text} />}
      {openId !== null && (
        <OverlayDrawer open position="end" size="medium" onOpenChange={(_e, data) => !data.open && setOpenId(null)}>
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={text.close}
                  icon={<DismissRegular />}
                  onClick={() => setOpenId(null)}
                />
              }
            >
              {`${text.titles[kind]} · ${text.detail}`}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            {detail.isLoading && <Spinner label={text.loading} />}
            {detail.isError && <div role="alert">{errorMessage(detail.error)}</div>}
            {detail.data && (
              <div data-testid="log-detail">
                <dl className={styles.facts}>
                  {DETAIL_FIELDS[kind].map((field) => (
                    <div key={field} style={{ display: 'contents' }}>
                      <dt>{label(field)}</dt>
                      <dd style={{ margin: 0, wordBreak: 'break-all' }}>{String(detail.data[field] ?? '') || '-'}</dd>
                    </div>
                  ))}
                </dl>
                {LONG_FIELDS[kind].map((field) => (
                  <section key={field}>
                    <h4>{label(field)}</h4>
                    <pre className={styles.pre}>{String(detail.data[field] ?? '') || '-'}</pre>
                  </section>
                ))}
              </div>
            )}
          </DrawerBody>
        </OverlayDrawer>
      )}
      <ExportProgressDialog
        state={exporter.state}
        language={language}
        onCancel={() => void exporter.cancel()}
        onReveal={() => void exporter.reveal()}
        onClose={exporter.close}
      />
    </div>
  );
};

export const ApiLogScreen = () => <LogScreen kind="api" />;
export const ErrorLogScreen = () => <LogScreen kind="error" />;
export const UsualLogScreen = () => <LogScreen kind="usual" />;
