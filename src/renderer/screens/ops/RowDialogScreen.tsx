import { useMemo, useState, type ReactNode } from 'react';
import type { ResourceDef } from '../../../shared/resources';
import type { WireRecord } from '../../crud/core/data-provider';
import type { FormWidgets } from '../../crud/fluent/FormDrawer';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { RowAction } from '../../crud/fluent/TableRowView';
import { useCrudText } from '../../crud/i18n/use-crud-text';

export interface RowDialogScreenProps {
  def: ResourceDef;
  /** The row action's name (`data-action`) and the text key of its label. */
  action: string;
  label: `res.${string}`;
  /** The dialog a row opens; `close` ends it. */
  dialog: (row: WireRecord, close: () => void) => ReactNode;
  /** The screen's own form widgets for some fields (ResourcePage's `formWidgets`). */
  formWidgets?: FormWidgets;
}

/** The engine's list of a definition plus one row action that opens a dialog about that row (代码生成, 数据模型, 报表). */
export const RowDialogScreen = ({ def, action, label, dialog, formWidgets }: RowDialogScreenProps) => {
  const { rt } = useCrudText();
  const [row, setRow] = useState<WireRecord | null>(null);
  const rowActions = useMemo<RowAction[]>(
    () => [{ name: action, label: rt(label), run: (record) => setRow(record) }],
    [rt, action, label],
  );
  return (
    <>
      <ResourcePage def={def} extraRowActions={rowActions} formWidgets={formWidgets} />
      {row && dialog(row, () => setRow(null))}
    </>
  );
};
