import { useMemo, useState } from 'react';
import { getResource } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { ActionHandlers } from '../../../crud/fluent/use-resource-screen';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { CouponLinkDialog, type LinkKind } from './CouponLinkDialog';

const def = getResource('coupon');

/** 优惠券管理: the engine's list and drawer, plus the linked goods and merchants dialogs of a coupon. */
export const Screen = () => {
  const { rt } = useCrudText();
  const [open, setOpen] = useState<{ kind: LinkKind; id: string } | null>(null);
  const handlers = useMemo<ActionHandlers>(() => {
    const opener =
      (kind: LinkKind) =>
      ({ keys }: { keys: readonly string[] }) => {
        if (keys[0]) setOpen({ kind, id: keys[0] });
      };
    return { goods: opener('goods'), merchants: opener('merchants') };
  }, []);
  return (
    <>
      <ResourcePage def={def} actionHandlers={handlers} />
      {open && (
        <CouponLinkDialog
          def={def}
          kind={open.kind}
          couponId={open.id}
          title={rt(
            open.kind === 'goods' ? 'res.welfare.coupon.actions.goods' : 'res.welfare.coupon.actions.merchants',
          )}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
};
