import { useMemo, useState } from 'react';
import { mallFinanceReconcileKit, mallFinanceReconcileResource } from '../../../../shared/resources';
import type { WireRecord } from '../../../crud/core/data-provider';
import { useAbilities } from '../../../crud/core/use-permissions';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { ReconcileDialog } from './ReconcileDialog';

/**
 * 财务对账: the engine's list of reconciliation records (name, source, period; the kept counts and totals), and
 * 对账 on each row: upload its statement and read the lines by result (ReconcileDialog). Uploading takes the
 * record's edit button; reading the result, its menu.
 */
export const Screen = () => {
  const { rt } = useCrudText();
  const abilities = useAbilities(mallFinanceReconcileResource);
  const [row, setRow] = useState<WireRecord | null>(null);
  const rowActions = useMemo<RowAction[]>(
    () => [{ name: 'compare', label: rt(mallFinanceReconcileKit.key('compare.action')), run: setRow }],
    [rt],
  );
  return (
    <>
      <ResourcePage def={mallFinanceReconcileResource} extraRowActions={rowActions} />
      {row && <ReconcileDialog row={row} canCompare={abilities.edit} onClose={() => setRow(null)} />}
    </>
  );
};
