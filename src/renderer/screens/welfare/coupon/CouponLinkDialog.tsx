import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceDef } from '../../../../shared/resources';
import type { LinkedGoods, LinkedMerchant } from '../../../../shared/bladex/welfare';
import { errorMessage } from '../../../crud/core/crud-error';
import type { PickOption } from '../../../crud/core/use-options';
import { bladex } from '../../../platform/bladex-client';
import { GrantDialog } from '../../system/GrantDialog';
import { useGrantSave } from '../../system/use-grant-save';

export type LinkKind = 'goods' | 'merchants';

const BASE = '/blade-order/shopWelfare';

/** Products passed and on sale (the linked-product picker's rule), grouped under their merchants. */
export const goodsOptions = (rows: readonly LinkedGoods[]): PickOption[] => {
  const byMerchant = new Map<string, PickOption>();
  for (const row of rows) {
    const group = byMerchant.get(row.merchantId) ?? {
      value: `merchant:${row.merchantId}`,
      label: row.merchantName || row.merchantId,
      children: [],
    };
    group.children?.push({ value: row.id, label: row.name });
    byMerchant.set(row.merchantId, group);
  }
  return [...byMerchant.values()];
};

const load = async (kind: LinkKind, couponId: string) => {
  if (kind === 'goods') {
    const [page, chosen] = await Promise.all([
      bladex.get<{ records: LinkedGoods[] }>('/blade-merchant-product/product/page', {
        auditState: 1,
        status: 1,
        current: 1,
        size: 1000,
      }),
      bladex.get<LinkedGoods[]>(`${BASE}/chooseList`, { id: couponId }),
    ]);
    return { options: goodsOptions(page.records), chosen: chosen.map((row) => row.id) };
  }
  const [all, chosen] = await Promise.all([
    bladex.get<LinkedMerchant[]>('/blade-merchant-product/merchantInfo/getMerchantInfoDic'),
    bladex.get<LinkedMerchant[]>(`${BASE}/chooseMerchant`, { id: couponId }),
  ]);
  return { options: all.map((row) => ({ value: row.id, label: row.name })), chosen: chosen.map((row) => row.id) };
};

export interface CouponLinkDialogProps {
  def: ResourceDef;
  kind: LinkKind;
  couponId: string;
  title: string;
  onClose: () => void;
}

/**
 * 关联商品 / 关联商户 of a coupon: the products the picker offers (passed and on sale, by merchant) or the
 * merchants, checked as linked now; saving replaces the coupon's list whole (`welfareGoodsSave` /
 * `welfareMerchantSave`). A refusal keeps the dialog and what was checked.
 */
export const CouponLinkDialog = ({ def, kind, couponId, title, onClose }: CouponLinkDialogProps) => {
  const data = useQuery({ queryKey: ['welfare', 'coupon-links', kind, couponId], queryFn: () => load(kind, couponId) });
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const current = checked ?? new Set(data.data?.chosen ?? []);
  const save = useGrantSave(
    def,
    () => {
      const ids = [...current].filter((value) => !value.startsWith('merchant:'));
      return kind === 'goods'
        ? bladex.post(`${BASE}/welfareGoodsSave`, {}, { id: couponId, goodsIds: ids })
        : bladex.post(`${BASE}/welfareMerchantSave`, {}, { id: couponId, merchantIds: ids });
    },
    onClose,
    { refreshesMenu: false },
  );
  return (
    <GrantDialog
      title={title}
      tabs={[{ name: kind, label: title, options: data.data?.options ?? [], checked: current, onChange: setChecked }]}
      loading={data.isPending}
      error={data.error ? errorMessage(data.error) : null}
      saving={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    />
  );
};
