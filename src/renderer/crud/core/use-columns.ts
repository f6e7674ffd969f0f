import { useCallback, useMemo, useState } from 'react';
import type { Field, ResourceDef } from '../../../shared/resources';
import { loadPrefs, savePrefs, type ColumnPrefs } from './column-prefs';

export interface TableColumnState {
  field: Field;
  visible: boolean;
  width: number | undefined;
  /** A width the operator dragged (remembered); the table's layout leaves it as it is. */
  chosenWidth: number | undefined;
}

/** Fields that may be columns: not `table: false`, never server-only or form-only values. */
export const tableFieldsOf = (def: ResourceDef): Field[] =>
  def.fields.filter((field) => field.table !== false && !field.serverOnly && !field.formOnly);

const shownByDefault = (field: Field): boolean => !(field.table && field.table.hidden);

/** The columns of a screen with the user's choices applied (column picker, widths), remembered per screen. */
export const useColumns = (def: ResourceDef, screen: string = def.name) => {
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => loadPrefs(screen));
  const update = useCallback(
    (change: (prefs: ColumnPrefs) => ColumnPrefs) =>
      setPrefs((current) => {
        const next = change(current);
        savePrefs(screen, next);
        return next;
      }),
    [screen],
  );
  const columns = useMemo<TableColumnState[]>(
    () =>
      tableFieldsOf(def).map((field) => ({
        field,
        visible: prefs.visible[field.name] ?? shownByDefault(field),
        width: prefs.widths[field.name] ?? (field.table ? field.table.width : undefined),
        chosenWidth: prefs.widths[field.name],
      })),
    [def, prefs],
  );
  return {
    columns,
    visibleColumns: useMemo(() => columns.filter((column) => column.visible), [columns]),
    setVisible: useCallback(
      (name: string, visible: boolean) =>
        update((current) => ({ ...current, visible: { ...current.visible, [name]: visible } })),
      [update],
    ),
    setWidth: useCallback(
      (name: string, width: number) =>
        update((current) => ({ ...current, widths: { ...current.widths, [name]: Math.round(width) } })),
      [update],
    ),
  };
};
