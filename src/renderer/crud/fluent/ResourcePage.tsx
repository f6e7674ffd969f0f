import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  columnOf,
  searchFields,
  type QueryParams,
  type ResourceDef,
  type SearchValues,
} from '../../../shared/resources';
import { useListController } from '../core/use-list-controller';
import { useCarriedList } from '../../crud-desktop/carried-list';
import { useListDesktop } from '../../crud-desktop/use-list-desktop';
import { useOpening, useSavedSearches } from '../core/use-saved-searches';
import { useCrudText } from '../i18n/use-crud-text';
import type { FormValues } from '../core/form-fields';
import { ResourceTable, type TableRowModel } from './ResourceTable';
import { ResourceToolbar } from './ResourceToolbar';
import type { FormWidgets } from './FormDrawer';
import { type DrawerExtra, ScreenDialogs } from './ScreenDialogs';
import { SearchForm } from './SearchForm';
import { TablePager } from './TablePager';
import type { RowAction } from './TableRowView';
import { useResourceScreen, type ActionHandlers } from './use-resource-screen';

export const usePageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

export interface ResourcePageProps {
  def: ResourceDef;
  /** Dialog-backed actions of this screen (role grant, tenant settings), by action name. */
  actionHandlers?: ActionHandlers;
  /** Filters every request carries (a child list's parent). */
  fixedQuery?: QueryParams;
  /** Another list verb (`parent-list`, `child-list`). */
  verb?: string;
  initialSearch?: SearchValues;
  /** The key of the column preferences, saved searches and drafts, when one definition backs several screens. */
  screenKey?: string;
  /** Shows the title above the search form (off when a screen frames the page itself). */
  showTitle?: boolean;
  /** Extra toolbar content (a screen's own buttons). */
  toolbarExtra?: ReactNode;
  /** Whether add is offered (a child list without a parent cannot add). */
  canAdd?: boolean;
  /** Values every new record starts with (a child list's parent). */
  createValues?: FormValues;
  /** Row buttons of the screen beyond the definition's. */
  extraRowActions?: readonly RowAction[];
  /**
   * Content between the toolbar and the table that follows the current search (the order list's statistics):
   * called with the filters in wire form, fixed ones included, as the list request sends them, and the search
   * form's values with the way to search again (a count that narrows the list to what it counts).
   */
  summary?: (query: QueryParams, search: SummarySearch) => ReactNode;
  /** Content under the drawer's fields, by its mode and record (the order's write-off and income on view). */
  drawerExtra?: DrawerExtra;
  /** The screen's own form widgets for some fields, by name (FormDrawer's `widgets`). */
  formWidgets?: FormWidgets;
}

/** The search a summary can change: the form's values and a new search with them. */
export interface SummarySearch {
  values: SearchValues;
  search: (values: SearchValues) => void;
}

/**
 * A whole list screen from a definition: search form, toolbar, table, pager and the add/edit/view drawer.
 * The state lives in `useListController` (headless); this is only its Fluent rendering.
 *
 * @example <ResourcePage def={getResource('post')} />
 */
export const ResourcePage = ({
  def,
  actionHandlers,
  fixedQuery,
  verb,
  initialSearch,
  screenKey,
  showTitle = true,
  toolbarExtra,
  canAdd = true,
  createValues,
  extraRowActions,
  summary,
  drawerExtra,
  formWidgets,
}: ResourcePageProps) => {
  const styles = usePageStyles();
  const { rt } = useCrudText();
  const carried = useCarriedList();
  const saved = useSavedSearches(screenKey ?? def.name, searchFields(def).length > 0);
  const list = useListController(def, {
    fixedQuery,
    verb,
    initialValues: initialSearch,
    startAt: carried,
    opening: useOpening(saved, initialSearch),
  });
  const selection = useRef(list.selectedKeys);
  useLayoutEffect(() => {
    selection.current = list.selectedKeys;
  }, [list.selectedKeys]);
  const getSelection = useCallback(() => [...selection.current], []);
  const screen = useResourceScreen(def, {
    actionHandlers,
    screenKey: screenKey ?? def.name,
    getSelection,
    createValues,
    extraRowActions,
  });
  // Print, tear-off state and the palette's actions (crud-desktop).
  const desktop = useListDesktop(def, list, screen, canAdd);
  const summarySearch = useMemo<SummarySearch>(
    () => ({ values: list.values, search: list.search }),
    [list.values, list.search],
  );
  const { rows: records, keyOfRow } = list;
  const rows = useMemo<TableRowModel[]>(() => records.map((row) => ({ row, key: keyOfRow(row) })), [records, keyOfRow]);
  const exportQuery = useMemo<QueryParams>(() => {
    const field = list.sort ? def.fields.find((candidate) => candidate.name === list.sort?.field) : undefined;
    if (!field || !list.sort) return list.query;
    return { ...list.query, [list.sort.order === 'asc' ? 'ascs' : 'descs']: columnOf(field) };
  }, [def, list.query, list.sort]);

  return (
    <section className={styles.page} aria-label={rt(def.title)} data-resource={def.name}>
      {showTitle && <h1 className={styles.title}>{rt(def.title)}</h1>}
      <SearchForm
        def={def}
        values={list.values}
        onSearch={list.search}
        onReset={list.reset}
        resetValues={initialSearch}
        saved={saved}
      />
      <ResourceToolbar
        def={def}
        screen={screen}
        query={exportQuery}
        onRefresh={list.refetch}
        refreshing={list.isFetching}
        canAdd={canAdd}
        onPrint={desktop.printPage}
        printing={desktop.printing}
      >
        {toolbarExtra}
      </ResourceToolbar>
      {summary?.(list.query, summarySearch)}
      <ResourceTable
        caption={rt(def.title)}
        rows={rows}
        columns={screen.columns.visibleColumns}
        labels={screen.labels}
        language={screen.language}
        loading={list.isLoading}
        error={list.error}
        onRetry={list.refetch}
        firstIndex={(list.current - 1) * list.size + 1}
        selectable
        selectedKeys={list.selectedKeys}
        onSelectionChange={list.setSelectedKeys}
        sort={list.sort}
        onSort={list.toggleSort}
        onResize={screen.columns.setWidth}
        actions={screen.rowActions}
        inline={screen.inline}
      />
      <TablePager
        total={list.total}
        current={list.current}
        size={list.size}
        pageSizes={list.pageSizes}
        onPage={list.setPage}
        onSize={list.setSize}
      />
      <ScreenDialogs def={def} screen={screen} drawerExtra={drawerExtra} formWidgets={formWidgets} />
      {desktop.printPortal}
    </section>
  );
};
