import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unionWelfareResource } from '../../../../shared/resources/union/union-welfare';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex } from '../../../platform/bladex-client';
import { GrantDialog } from '../../system/GrantDialog';
import { useGrantSave } from '../../system/use-grant-save';
import {
  welfareGoodsChanges,
  welfareGoodsOptions,
  type CandidateGoods,
  type LinkedWelfareGoods,
} from './welfare-goods';

const BASE = '/blade-tradeUnion/tradeUnionWelfare';

const load = async (welfareId: string) => {
  const [linked, candidates] = await Promise.all([
    bladex.get<LinkedWelfareGoods[]>(`${BASE}/alreadyList`, { id: welfareId }),
    bladex.get<CandidateGoods[]>(`${BASE}/goodsList`, { id: welfareId }),
  ]);
  return { linked, options: welfareGoodsOptions(linked, candidates) };
};

/**
 * 适用商品 of a union welfare: the linked goods checked among the tenant's on-sale products, by merchant. Saving
 * links the newly checked (`addWelfareGoods`, one request) and unlinks the unchecked (`delWelfareGoods`, one per
 * link, the contract's call); a refusal keeps the dialog and what was checked.
 */
export const WelfareGoodsDialog = ({
  welfareId,
  title,
  onClose,
}: {
  welfareId: string;
  title: string;
  onClose: () => void;
}) => {
  const data = useQuery({ queryKey: ['union-welfare-goods', welfareId], queryFn: () => load(welfareId) });
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const current = checked ?? new Set(data.data?.linked.map((row) => row.productId) ?? []);
  const save = useGrantSave(
    unionWelfareResource,
    async () => {
      const { add, remove } = welfareGoodsChanges(data.data?.linked ?? [], current);
      if (add.length > 0) await bladex.post(`${BASE}/addWelfareGoods`, {}, { welfareId, productIds: add });
      for (const id of remove) await bladex.get(`${BASE}/delWelfareGoods`, { id });
    },
    onClose,
    { refreshesMenu: false },
  );
  return (
    <GrantDialog
      title={title}
      tabs={[
        { name: 'goods', label: title, options: data.data?.options ?? [], checked: current, onChange: setChecked },
      ]}
      loading={data.isPending}
      error={data.error ? errorMessage(data.error) : null}
      saving={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    />
  );
};
