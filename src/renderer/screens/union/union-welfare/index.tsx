import { useMemo, useState } from 'react';
import { unionWelfareGoodsKey, unionWelfareResource } from '../../../../shared/resources/union/union-welfare';
import type { WireRecord } from '../../../crud/core/data-provider';
import { usePermissions } from '../../../crud/core/use-permissions';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { WelfareGoodsDialog } from './WelfareGoodsDialog';

/**
 * 工会福利 (`/union/welfare`): the engine's list of welfares, with 适用商品 on each row for those holding the
 * `union_welfare_goods` button (the goods a welfare may buy).
 */
export const Screen = () => {
  const { rt } = useCrudText();
  const permissions = usePermissions();
  const [open, setOpen] = useState<WireRecord | null>(null);
  const label = rt(unionWelfareGoodsKey);
  const actions = useMemo<readonly RowAction[]>(
    () => (permissions.has('union_welfare_goods') ? [{ name: 'goods', label, run: (row) => setOpen(row) }] : []),
    [permissions, label],
  );
  return (
    <>
      <ResourcePage def={unionWelfareResource} extraRowActions={actions} />
      {open && (
        <WelfareGoodsDialog
          welfareId={String(open.id)}
          title={`${label} · ${String(open.name ?? '')}`}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
};
