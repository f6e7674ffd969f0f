import type { Database } from 'better-sqlite3';
import type { Identity } from '../../auth/identity';
import { formatDateTime } from '../../db/clock';
import type { IdGenerator } from '../../db/ids';
import { tenantFilter, tenantParams } from '../../db/tenant-scope';
import { badRequest } from '../../http/errors';
import { fieldError } from './field-error';
import { centsOfYuan } from './order-refund';

/** `wallets_transactions.trans_type`: 1 top-up, 2 payment, 3 refund, 4 the operator's adjustment. */
export const WALLET_RECHARGE = 1;
export const WALLET_ADJUST = 4;
/** `wallets.status`: 1 usable, 0 frozen. */
export const WALLET_ACTIVE = 1;
/** The most one top-up or adjustment may move (yuan), the recharge-amount configuration's ceiling. */
export const WALLET_MAX_YUAN = 100_000;

const MONEY = /^-?\d{1,9}(\.\d{1,2})?$/;

/**
 * An amount the operator typed, in integer cents: digits with at most two decimals, not zero, within ±¥100 000;
 * negative only where `negative` allows it. Refusals name the field (`data.fieldErrors.amount`).
 */
export const walletAmountCents = (raw: unknown, negative: boolean): number => {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw fieldError('amount', '请输入金额');
  if (!MONEY.test(text)) throw fieldError('amount', '请输入正确的金额,最多两位小数');
  const cents = centsOfYuan(text);
  if (cents === 0) throw fieldError('amount', '金额不能为0');
  if (cents < 0 && !negative) throw fieldError('amount', '充值金额必须大于0');
  if (Math.abs(cents) > WALLET_MAX_YUAN * 100) throw fieldError('amount', `单次金额不能超过${WALLET_MAX_YUAN}元`);
  return cents;
};

export interface WalletMove {
  identity: Identity;
  walletId: string;
  transType: number;
  cents: number;
  /** The top-up's or adjustment's note (`remark`). */
  remark: string;
}

/**
 * The one way a wallet's balance changes (issue 11: the balance is always the sum of its transactions): inside the
 * caller's transaction, the wallet is read, the move refused when the wallet is frozen or would go below zero, then
 * the transaction row (signed amount, balance after) and the new balance are written together, all in integer cents
 * and stored as yuan with two decimals.
 */
export const createWalletLedger = (db: Database, ids: IdGenerator, now: () => number) => {
  const walletOf = db.prepare<[string, string], { id: string; balance: number | null; status: number }>(
    `SELECT id, balance, status FROM wallets WHERE ${tenantFilter()} AND id = ? AND is_deleted = 0`,
  );
  const setBalance = db.prepare<[number, string, string, string, string]>(
    `UPDATE wallets SET balance = ?, update_time = ?, update_user = ? WHERE ${tenantFilter()} AND id = ?`,
  );
  const addTransaction = db.prepare(
    `INSERT INTO wallets_transactions (id, tenant_id, wallet_id, trans_type, amount, balance_after, order_no,
       trans_time, remark, create_time, create_user, update_user, update_time, is_deleted)
     VALUES (@id, @tenant, @wallet, @type, @amount, @after, NULL, @at, @remark, @at, @user, @user, @at, 0)`,
  );
  return {
    move(move: WalletMove): { balanceCents: number } {
      const wallet = walletOf.get(...tenantParams(move.identity), move.walletId);
      if (!wallet) throw badRequest('钱包不存在');
      if (wallet.status !== WALLET_ACTIVE) throw badRequest('钱包已冻结，不能充值或调整');
      const before = centsOfYuan(wallet.balance);
      const after = before + move.cents;
      if (after < 0) throw fieldError('amount', `调减金额不能大于钱包余额${(before / 100).toFixed(2)}元`);
      const at = formatDateTime(now());
      addTransaction.run({
        id: ids.next(),
        tenant: move.identity.tenantId,
        wallet: move.walletId,
        type: move.transType,
        amount: move.cents / 100,
        after: after / 100,
        at,
        remark: move.remark,
        user: move.identity.userId,
      });
      setBalance.run(after / 100, at, move.identity.userId, ...tenantParams(move.identity), move.walletId);
      return { balanceCents: after };
    },
  };
};
