import type { ActionArgs } from '../../crud/action-routes';
import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import { fieldError } from './field-error';
import { createWalletLedger, walletAmountCents, WALLET_ADJUST, WALLET_RECHARGE } from './wallet-ledger';

/**
 * Wallets (`/blade-system/wallets`): read-only rows whose balance only the wallet ledger changes. `recharge?id=`
 * (`amount` > 0, optional `reason`) and `adjust?id=` (`amount` either sign, `reason` required) each write one
 * transaction and the new balance in the action's transaction; `freeze` is the engine's toggle of `status`.
 */
export default resourceModule('wallets', ({ services }) => {
  const ledger = createWalletLedger(services.ctx.db, services.ctx.ids, services.ctx.now);
  const reasonOf = (args: ActionArgs, required: boolean): string => {
    const raw = args.input.reason;
    const reason = typeof raw === 'string' ? raw.trim() : '';
    if (required && !reason) throw fieldError('reason', '请输入调整说明');
    if (reason.length > 255) throw fieldError('reason', '说明最多255个字符');
    return reason;
  };
  const move = (args: ActionArgs, transType: number, negative: boolean, reasonRequired: boolean) => {
    if (args.keys.length !== 1) throw badRequest('请选择一个钱包');
    const cents = walletAmountCents(args.input.amount, negative);
    const remark = reasonOf(args, reasonRequired);
    const { balanceCents } = ledger.move({
      identity: args.identity,
      walletId: args.keys[0] ?? '',
      transType,
      cents,
      remark,
    });
    return { balance: balanceCents / 100 };
  };
  return {
    hooks: {
      actions: {
        recharge: { run: (args) => move(args, WALLET_RECHARGE, false, false) },
        adjust: { run: (args) => move(args, WALLET_ADJUST, true, true) },
      },
    },
  };
});
