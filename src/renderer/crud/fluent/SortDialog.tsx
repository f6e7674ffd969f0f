import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowSortRegular, ArrowUpRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { notify } from '../../platform/notify';
import { useDataProvider } from '../core/CrudContext';
import { errorMessage } from '../core/crud-error';
import { invalidateResource } from '../core/query-keys';
import {
  columnOf,
  moveItem,
  renumber,
  sortFieldOf,
  sortRangeOf,
  type ResourceDef,
  type SortItem,
} from '../../../shared/resources';
import { useCrudText } from '../i18n/use-crud-text';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '60vh', overflowY: 'auto' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'grab',
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
  dragging: { opacity: 0.4 },
  label: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  number: { color: tokens.colorNeutralForeground3, minWidth: '48px' },
});

/** At most this many rows are reordered at once (the server's `update/sort` takes 2000). */
const MAX_ROWS = 1000;

const labelFieldOf = (def: ResourceDef): string =>
  def.fields.find((field) => (field.kind === 'text' || field.kind === 'textarea') && field.table !== false)?.name ??
  'id';

/**
 * 拖动排序: every row of the list in its sort order, reordered by dragging or with Alt+↑/↓ on a focused row,
 * saved as one `update/sort` request of the rows whose number changed, renumbered inside the sort field's range.
 * Shown on flat resources with a `sort` verb to users who may edit them.
 */
export const SortDialog = ({ def }: { def: ResourceDef }): ReactElement | null => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const provider = useDataProvider();
  const client = useQueryClient();
  const field = sortFieldOf(def);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<SortItem[] | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  if (!field || !def.verbs.sort) return null;
  const range = sortRangeOf(field);
  const labelField = labelFieldOf(def);

  const load = async () => {
    setItems(null);
    setLoadError(undefined);
    try {
      const page = await provider.getList(def, {
        current: 1,
        size: MAX_ROWS,
        query: {},
        ascs: columnOf(field),
      });
      setItems(
        page.records.map((record) => {
          const row = record as Readonly<Record<string, unknown>>;
          return {
            id: String(row.id),
            label: String(row[labelField] ?? row.id),
            sort: Number(row[field.name] ?? 0),
          };
        }),
      );
    } catch (error) {
      setLoadError(errorMessage(error));
    }
  };
  const changes = items ? renumber(items, range) : undefined;
  const move = (from: number, to: number) => setItems((current) => (current ? moveItem(current, from, to) : current));
  const onKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    move(index, to);
    const list = event.currentTarget.parentElement;
    requestAnimationFrame(() => (list?.children[to] as HTMLElement | undefined)?.focus());
  };
  const save = async () => {
    if (!changes || changes.length === 0) return;
    setSaving(true);
    try {
      await provider.custom({ method: 'POST', url: `/api${def.endpoint}/${def.verbs.sort}`, data: changes });
      notify.success(ct('dragSort.save'));
      await invalidateResource(client, def);
      setOpen(false);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) void load();
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<ArrowSortRegular />} data-testid="crud-drag-sort">
          {ct('dragSort.open')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{ct('dragSort.title')}</DialogTitle>
          <DialogContent>
            <Caption1>{ct('dragSort.hint')}</Caption1>
            {loadError ? <MessageBar intent="error">{loadError}</MessageBar> : null}
            {!items && !loadError ? <Spinner size="small" /> : null}
            {items && items.length === 0 ? <MessageBar>{ct('dragSort.empty')}</MessageBar> : null}
            {items && !changes ? (
              <MessageBar intent="warning">
                {ct('dragSort.tooMany', { count: items.length, min: range.min, max: range.max })}
              </MessageBar>
            ) : null}
            <ul className={styles.list} data-testid="drag-sort-list">
              {(items ?? []).map((item, index) => (
                <li
                  key={item.id}
                  className={`${styles.item} ${dragged === index ? styles.dragging : ''}`}
                  draggable
                  tabIndex={0}
                  aria-label={item.label}
                  data-sort-id={item.id}
                  onDragStart={(event) => {
                    setDragged(index);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(event) => {
                    event.preventDefault();
                    if (dragged === null || dragged === index) return;
                    move(dragged, index);
                    setDragged(index);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onKeyDown={(event) => onKey(event, index)}
                >
                  <ReOrderDotsVerticalRegular aria-hidden />
                  <span className={styles.label}>{item.label}</span>
                  <span className={styles.number}>{item.sort}</span>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowUpRegular />}
                    aria-label={ct('dragSort.up')}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowDownRegular />}
                    aria-label={ct('dragSort.down')}
                    disabled={index === (items?.length ?? 0) - 1}
                    onClick={() => move(index, index + 1)}
                  />
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{ct('dragSort.cancel')}</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              disabled={saving || !changes || changes.length === 0}
              title={changes && changes.length === 0 ? ct('dragSort.unchanged') : undefined}
              onClick={() => void save()}
              data-testid="drag-sort-save"
            >
              {saving ? <Spinner size="tiny" /> : ct('dragSort.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
