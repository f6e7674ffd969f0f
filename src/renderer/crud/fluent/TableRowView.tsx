import { memo, useState, type ReactNode } from 'react';
import type { Language } from '../../../shared/i18n';
import type { Field, SwitchField } from '../../../shared/resources';
import { cellText, type LabelMaps } from '../core/cell-text';
import { MenuIcon } from '../../ui/menu-icon';
import type { WireRecord } from '../core/data-provider';
import { SELECT_WIDTH } from '../core/column-layout';
import type { TableColumnState } from '../core/use-columns';
import type { useTableStyles } from './table.styles';

/** A button in the row's action cell (view, edit, delete, or a definition's row action). */
export interface RowAction {
  name: string;
  label: string;
  danger?: boolean;
  run: (row: WireRecord) => void;
  /** Hidden for rows it does not apply to. */
  when?: (row: WireRecord) => boolean;
}

/** How a row edits in place: flags and the sort number, optimistic through the toggle controller. */
export interface InlineEdits {
  /** Whether this user may change this field from the table. */
  can: (field: Field) => boolean;
  value: (rowKey: string, field: string) => string | number | undefined;
  busy: (rowKey: string, field: string) => boolean;
  change: (row: WireRecord, field: string, value: string | number) => void;
  /** Flags toggled through an action can only be switched on (enabling one turns the others off). */
  onlyOn: (field: SwitchField<string>) => boolean;
}

export interface TableRowViewProps {
  row: WireRecord;
  rowKey: string;
  index: number;
  /** The row's place in the page (0-based): its `aria-rowindex` and the windowing's measure key. */
  position: number;
  /** Reports the rendered height to the row window (a no-op when every row is rendered). */
  measure: (row: HTMLTableRowElement | null) => void;
  columns: readonly TableColumnState[];
  /** Kept columns (`table.keep`) → their left offset: pinned while the table scrolls sideways. */
  pinnedLeft?: ReadonlyMap<string, number>;
  /** The action column is pinned right (the columns fit, so it covers none). */
  stickyActions?: boolean;
  labels: LabelMaps;
  language: Language;
  selectable: boolean;
  selected: boolean;
  onSelect: (rowKey: string, selected: boolean) => void;
  actions: readonly RowAction[];
  inline: InlineEdits;
  selectLabel: string;
  /** Column name → its header text, for the accessible names of in-place controls. */
  headerLabels: ReadonlyMap<string, string>;
  /** The table's classes, passed down so 200 rows do not each run the styles hook. */
  styles: ReturnType<typeof useTableStyles>;
  /** Tree tables: depth and the expander of the first column. */
  tree?: {
    depth: number;
    hasChildren: boolean;
    expanded: boolean;
    loading: boolean;
    toggle: (key: string) => void;
    label: string;
  };
}

const SortCell = ({
  value,
  onCommit,
  label,
  busy,
  className,
}: {
  value: string;
  onCommit: (next: number) => void;
  label: string;
  busy: boolean;
  className: string;
}) => {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && /^\d+$/.test(draft) && draft !== value) onCommit(Number(draft));
    setDraft(null);
  };
  return (
    <input
      className={className}
      type="number"
      min={0}
      aria-label={label}
      disabled={busy}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
};

/** An icon column's cell (issue 19): the icon itself, its name for hover and for screen readers. */
const MenuIconCell = ({ name }: { name: string }) => (
  <span title={name} role="img" aria-label={name} style={{ display: 'inline-flex', fontSize: 20 }}>
    <MenuIcon name={name} />
  </span>
);

/**
 * One table row, memoised: it re-renders only when its record, selection or columns change, so selecting a
 * row among 200 redraws that row alone. Cells are plain text (`cellText`); only flags and the sort number
 * become controls, and only where the user may change them.
 */
export const TableRowView = memo(function TableRowView({
  row,
  rowKey,
  index,
  position,
  measure,
  columns,
  pinnedLeft,
  stickyActions = false,
  labels,
  language,
  selectable,
  selected,
  onSelect,
  actions,
  inline,
  selectLabel,
  headerLabels,
  tree,
  styles,
}: TableRowViewProps) {
  // With kept columns pinned, the selection and the row number stay with them.
  const pinned = pinnedLeft !== undefined && pinnedLeft.size > 0;
  return (
    <tr
      ref={measure}
      data-index={position}
      aria-rowindex={position + 2}
      className={selected ? `${styles.row} ${styles.selected}` : styles.row}
      aria-selected={selectable ? selected : undefined}
    >
      {selectable && (
        <td
          className={`${styles.cell} ${styles.narrow}${pinned ? ` ${styles.keptCell}` : ''}`}
          style={pinned ? { left: 0 } : undefined}
        >
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            aria-label={selectLabel}
            onChange={(event) => onSelect(rowKey, event.target.checked)}
          />
        </td>
      )}
      <td
        className={`${styles.cell} ${styles.index}${pinned ? ` ${styles.keptCell}` : ''}`}
        style={pinned ? { left: selectable ? SELECT_WIDTH : 0 } : undefined}
      >
        {index}
      </td>
      {columns.map((column, position) => {
        const { field } = column;
        const override = inline.value(rowKey, field.name);
        let content: ReactNode;
        if (field.kind === 'switch' && field.toggleInTable && inline.can(field)) {
          const current = String(override ?? row[field.name] ?? '');
          const on = current === String(field.on);
          // A native switch: 200 Fluent Switches would cost more than the rest of the row together.
          content = (
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={on}
              aria-checked={on}
              disabled={inline.busy(rowKey, field.name) || (on && inline.onlyOn(field))}
              aria-label={`${selectLabel}: ${headerLabels.get(field.name) ?? field.name}`}
              onChange={(event) => inline.change(row, field.name, event.target.checked ? field.on : field.off)}
            />
          );
        } else if (field.name === 'sort' && field.kind === 'integer' && inline.can(field)) {
          content = (
            <SortCell
              value={String(override ?? row.sort ?? '')}
              busy={inline.busy(rowKey, 'sort')}
              className={styles.sortInput}
              label={`${selectLabel}: ${headerLabels.get('sort') ?? 'sort'}`}
              onCommit={(next) => inline.change(row, 'sort', next)}
            />
          );
        } else if (field.table && field.table.icon) {
          const name = cellText(field, row, labels, language);
          content = name ? <MenuIconCell name={name} /> : '';
        } else {
          content = cellText(field, row, labels, language);
        }
        const first = position === 0 && tree;
        const left = pinnedLeft?.get(field.name);
        // The full value on hover: a cut text column ends in an ellipsis.
        return (
          <td
            key={field.name}
            className={left === undefined ? styles.cell : `${styles.cell} ${styles.keptCell}`}
            style={left === undefined ? undefined : { left }}
            title={typeof content === 'string' && content !== '' ? content : undefined}
          >
            {first ? (
              <span style={{ paddingLeft: tree.depth * 20, display: 'inline-flex', alignItems: 'center' }}>
                {tree.hasChildren ? (
                  <button
                    type="button"
                    className={styles.expander}
                    aria-expanded={tree.expanded}
                    aria-label={tree.label}
                    onClick={() => tree.toggle(rowKey)}
                  >
                    {tree.loading ? '…' : tree.expanded ? '▾' : '▸'}
                  </button>
                ) : (
                  <span className={styles.expander} />
                )}
                {content}
              </span>
            ) : (
              content
            )}
          </td>
        );
      })}
      {actions.length > 0 && (
        <td className={`${styles.cell} ${styles.actionsCell}${stickyActions ? ` ${styles.actionsSticky}` : ''}`}>
          {actions.map((action) =>
            action.when && !action.when(row) ? null : (
              <button
                key={action.name}
                type="button"
                className={action.danger ? `${styles.actionButton} ${styles.danger}` : styles.actionButton}
                data-action={action.name}
                onClick={() => action.run(row)}
              >
                {action.label}
              </button>
            ),
          )}
        </td>
      )}
    </tr>
  );
});
