import {
  Button,
  Input,
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
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Page } from '../../../../shared/bladex';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex } from '../../../platform/bladex-client';
import { ListPager } from '../ListPager';
import { useFlowText } from './flow-texts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

export interface FlowColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

export interface FlowListProps<T> {
  /** A name for tests and the table's accessible label. */
  name: string;
  url: string;
  /** The search box's query parameter ('' for no search). */
  searchParam?: string;
  columns: FlowColumn<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  toolbar?: ReactNode;
}

const PAGE_SIZE = 10;

/** One paged, searchable list of a workflow call, with its loading, empty and error states. */
export const FlowList = <T,>({ name, url, searchParam, columns, rowKey, actions, toolbar }: FlowListProps<T>) => {
  const styles = useStyles();
  const text = useFlowText();
  const [current, setCurrent] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: ['flow', url, current, search],
    queryFn: () =>
      bladex.get<Page<T>>(url, {
        current: String(current),
        size: String(PAGE_SIZE),
        ...(searchParam && search ? { [searchParam]: search } : {}),
      }),
  });
  const page = query.data;
  return (
    <div className={styles.page} data-testid={`flow-list-${name}`}>
      <div className={styles.bar}>
        {searchParam && (
          <form
            className={styles.bar}
            onSubmit={(event) => {
              event.preventDefault();
              setCurrent(1);
              setSearch(draft.trim());
            }}
          >
            <Input
              aria-label={text.search}
              placeholder={text.search}
              value={draft}
              onChange={(_event, data) => setDraft(data.value)}
            />
            <Button type="submit" appearance="primary">
              {text.searchButton}
            </Button>
            <Button
              onClick={() => {
                setDraft('');
                setSearch('');
                setCurrent(1);
              }}
            >
              {text.reset}
            </Button>
          </form>
        )}
        <span className={styles.grow} />
        {toolbar}
        <Button onClick={() => void query.refetch()}>{text.refresh}</Button>
      </div>
      {query.isLoading && <Spinner label={text.loading} />}
      {query.isError && <div role="alert">{errorMessage(query.error)}</div>}
      {page && page.records.length === 0 && <div>{text.empty}</div>}
      {page && page.records.length > 0 && (
        <Table size="small" aria-label={name}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
              ))}
              {actions && <TableHeaderCell />}
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.records.map((row) => (
              <TableRow key={rowKey(row)} data-testid="flow-row">
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.render(row)}</TableCell>
                ))}
                {actions && (
                  <TableCell>
                    <div className={styles.actions}>{actions(row)}</div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {page && <ListPager total={page.total} size={PAGE_SIZE} current={current} onChange={setCurrent} texts={text} />}
    </div>
  );
};
