import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type PointerEvent as ReactPointerEvent,
  type SetStateAction,
} from 'react';
import type { Language } from '../../../shared/i18n';
import type { LabelMaps } from '../core/cell-text';
import { INDEX_WIDTH, layoutColumns, SELECT_WIDTH } from '../core/column-layout';
import type { WireRecord } from '../core/data-provider';
import type { SortState } from '../core/list-state';
import type { TableColumnState } from '../core/use-columns';
import { useCrudText } from '../i18n/use-crud-text';
import { useTableStyles } from './table.styles';
import { TableRowView, type InlineEdits, type RowAction } from './TableRowView';
import { useRowWindow } from './use-row-window';

/** A row as the table takes it: flat lists give only the record; tree lists add depth and the expander. */
export interface TableRowModel {
  row: WireRecord;
  key: string;
  tree?: { depth: number; hasChildren: boolean; expanded: boolean; loading: boolean };
}

export interface ResourceTableProps {
  caption: string;
  rows: readonly TableRowModel[];
  columns: readonly TableColumnState[];
  labels: LabelMaps;
  language: Language;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The number of the first row (page offset + 1). */
  firstIndex: number;
  selectable: boolean;
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: Dispatch<SetStateAction<ReadonlySet<string>>>;
  sort?: SortState | null;
  onSort?: (field: string) => void;
  onResize: (field: string, width: number) => void;
  actions: readonly RowAction[];
  inline: InlineEdits;
  onToggleRow?: (key: string) => void;
}

const useStyles = makeStyles({
  sortButton: {
    border: 'none',
    background: 'none',
    padding: 0,
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The width of the table's box, followed as the window or the side panels change it (0 until measured). */
const useAvailableWidth = (element: React.RefObject<HTMLDivElement | null>): number => {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [element]);
  return width;
};

/**
 * The list table: row number, multi-select, the visible columns (sortable headers where the server allows,
 * widths from their content kind (`column-layout.ts`) or dragged and remembered), a sticky header, the kept
 * columns pinned left and a sticky action column as wide as its buttons, a skeleton while the first page loads,
 * and an empty state. Tree lists indent their first column and open rows in place.
 */
export const ResourceTable = ({
  caption,
  rows,
  columns,
  labels,
  language,
  loading,
  error,
  onRetry,
  firstIndex,
  selectable,
  selectedKeys,
  onSelectionChange,
  sort,
  onSort,
  onResize,
  actions,
  inline,
  onToggleRow,
}: ResourceTableProps) => {
  const styles = useTableStyles();
  const own = useStyles();
  const { ct, rt } = useCrudText();
  const headerLabels = useMemo(
    () => new Map(columns.map((column) => [column.field.name, rt(column.field.label)])),
    [columns, rt],
  );
  const keysOnPage = useMemo(() => rows.map((row) => row.key), [rows]);
  const allSelected = keysOnPage.length > 0 && keysOnPage.every((key) => selectedKeys.has(key));
  const someSelected = !allSelected && keysOnPage.some((key) => selectedKeys.has(key));
  // Rows receive one stable callback (an updater), so selecting one row redraws only that row.
  const onSelect = useCallback(
    (key: string, checked: boolean) =>
      onSelectionChange((current) => {
        const next = new Set(current);
        if (checked) next.add(key);
        else next.delete(key);
        return next;
      }),
    [onSelectionChange],
  );
  const toggleRow = useCallback((key: string) => onToggleRow?.(key), [onToggleRow]);
  const wrapRef = useRef<HTMLDivElement>(null);
  const available = useAvailableWidth(wrapRef);
  // Kept columns (`table.keep`) come first, so they can be pinned at the left edge.
  const ordered = useMemo(
    () => [
      ...columns.filter((column) => column.field.table && column.field.table.keep),
      ...columns.filter((column) => !(column.field.table && column.field.table.keep)),
    ],
    [columns],
  );
  const layout = useMemo(
    () =>
      layoutColumns(
        ordered.map((column) => ({
          field: column.field,
          header: headerLabels.get(column.field.name) ?? column.field.name,
          ...(column.chosenWidth === undefined ? {} : { chosenWidth: column.chosenWidth }),
        })),
        { available, selectable, actionLabels: actions.map((action) => action.label) },
      ),
    [ordered, headerLabels, available, selectable, actions],
  );
  const pinnedLeft = useMemo(() => {
    const offsets = new Map<string, number>();
    let left = INDEX_WIDTH + (selectable ? SELECT_WIDTH : 0);
    for (const column of ordered) {
      if (!(column.field.table && column.field.table.keep)) break;
      offsets.set(column.field.name, left);
      left += layout.widths.get(column.field.name) ?? 0;
    }
    return offsets;
  }, [ordered, layout, selectable]);
  const keyAt = useCallback((index: number) => rows[index].key, [rows]);
  const rowWindow = useRowWindow(rows.length, wrapRef, keyAt);

  const startResize = (name: string, event: ReactPointerEvent<HTMLSpanElement>) => {
    const cell = event.currentTarget.parentElement;
    if (!cell) return;
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = cell.getBoundingClientRect().width;
    const move = (moved: PointerEvent) => {
      cell.style.width = `${Math.max(60, startWidth + moved.clientX - startX)}px`;
    };
    const up = (ended: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      onResize(name, Math.max(60, startWidth + ended.clientX - startX));
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const span = columns.length + 1 + (selectable ? 1 : 0) + (actions.length > 0 ? 1 : 0);
  return (
    <div className={styles.wrap} ref={wrapRef}>
      <table className={styles.table} aria-label={caption} aria-busy={loading} aria-rowcount={rows.length + 1}>
        <thead className={styles.head}>
          <tr>
            {selectable && (
              <th
                className={`${styles.cell} ${styles.headCell} ${styles.narrow}${pinnedLeft.size > 0 ? ` ${styles.keptHead}` : ''}`}
                style={pinnedLeft.size > 0 ? { left: 0 } : undefined}
                scope="col"
              >
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  aria-label={ct('selectAll')}
                  checked={allSelected}
                  ref={(element) => {
                    if (element) element.indeterminate = someSelected;
                  }}
                  onChange={(event) => onSelectionChange(event.target.checked ? new Set(keysOnPage) : new Set())}
                />
              </th>
            )}
            <th
              className={`${styles.cell} ${styles.headCell} ${styles.index}${pinnedLeft.size > 0 ? ` ${styles.keptHead}` : ''}`}
              style={pinnedLeft.size > 0 ? { left: selectable ? SELECT_WIDTH : 0 } : undefined}
              scope="col"
            >
              {ct('index')}
            </th>
            {ordered.map((column) => {
              const label = headerLabels.get(column.field.name) ?? column.field.name;
              const direction = sort?.field === column.field.name ? sort.order : undefined;
              const left = pinnedLeft.get(column.field.name);
              return (
                <th
                  key={column.field.name}
                  scope="col"
                  className={`${styles.cell} ${styles.headCell}${left === undefined ? '' : ` ${styles.keptHead}`}`}
                  style={{ width: layout.widths.get(column.field.name), left }}
                  data-column={column.field.name}
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                >
                  {column.field.sortable && onSort ? (
                    <button type="button" className={own.sortButton} onClick={() => onSort(column.field.name)}>
                      {label}
                      {direction === 'asc' && <ArrowSortUpRegular aria-label={ct('sortAscending')} />}
                      {direction === 'desc' && <ArrowSortDownRegular aria-label={ct('sortDescending')} />}
                    </button>
                  ) : (
                    label
                  )}
                  <span
                    className={styles.resizer}
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={ct('columnWidth', { column: label })}
                    onPointerDown={(event) => startResize(column.field.name, event)}
                  />
                </th>
              );
            })}
            {actions.length > 0 && (
              <th
                className={`${styles.cell} ${styles.headCell} ${styles.actionsCell}${layout.fits ? ` ${styles.actionsSticky}` : ''}`}
                scope="col"
                style={{ width: layout.actionsWidth }}
                data-column="actions"
              >
                {ct('actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            Array.from({ length: 5 }, (_, index) => (
              <tr key={index}>
                <td className={styles.cell} colSpan={span}>
                  <Skeleton aria-label={ct('loading')}>
                    <SkeletonItem size={16} />
                  </Skeleton>
                </td>
              </tr>
            ))
          ) : error && rows.length === 0 ? (
            <tr>
              <td className={`${styles.cell} ${styles.empty}`} colSpan={span} role="alert">
                <span className={own.error}>{error.message || ct('loadFailed')}</span>{' '}
                <Button size="small" onClick={onRetry}>
                  {ct('retry')}
                </Button>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td className={`${styles.cell} ${styles.empty}`} colSpan={span} data-testid="crud-empty">
                {ct('empty')}
              </td>
            </tr>
          ) : (
            <>
              {rowWindow.before > 0 && <tr aria-hidden="true" style={{ height: rowWindow.before }} />}
              {rowWindow.positions.map((position) => {
                const model = rows[position];
                return (
                  <TableRowView
                    key={model.key}
                    row={model.row}
                    rowKey={model.key}
                    index={firstIndex + position}
                    position={position}
                    measure={rowWindow.measure}
                    columns={ordered}
                    pinnedLeft={pinnedLeft}
                    stickyActions={layout.fits}
                    labels={labels}
                    language={language}
                    selectable={selectable}
                    selected={selectedKeys.has(model.key)}
                    onSelect={onSelect}
                    actions={actions}
                    inline={inline}
                    selectLabel={ct('selectRow', { index: firstIndex + position })}
                    headerLabels={headerLabels}
                    styles={styles}
                    tree={
                      model.tree && {
                        ...model.tree,
                        toggle: toggleRow,
                        label: ct(model.tree.expanded ? 'treeCollapse' : 'treeExpand', {
                          name: String(firstIndex + position),
                        }),
                      }
                    }
                  />
                );
              })}
              {rowWindow.after > 0 && <tr aria-hidden="true" style={{ height: rowWindow.after }} />}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
};
