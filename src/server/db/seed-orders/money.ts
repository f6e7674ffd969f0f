import type { Database } from 'better-sqlite3';
import { settle } from '../../../shared/money/settlement';
import { formatDateTime } from '../clock';
import { createIdGenerator } from '../ids';

interface OrderRow {
  id: string;
  order_no: string;
  shop_id: string;
  shop_name: string | null;
  user_name: string | null;
  order_money: number;
  discount_money: number;
  shop_welfare: number;
  pay_money: number;
  pay_status: number;
  pay_date: string | null;
  writeoff_date: string | null;
  admin_status: number;
  distributor_id: string | null;
}

const cents = (yuan: number): number => Math.round(yuan * 100);

/**
 * The money side of the seeded orders of one tenant (issue 11), derived from the rows the board counts so every
 * screen shows figures that agree with it: a ledger record for each written-off order (its review status is the
 * order's `admin_status`), the profit split of every settled one (the settlement run's rule with the default ratios), a late-report deduction on one order in
 * fifty and a complaint on one in two hundred, an invoice for one paid order in thirty, and the configurations
 * (recharge amounts, fee rate, invoice titles). Deterministic: the same orders give the same rows. Nothing without
 * orders but the configurations.
 */
export const seedMoney = (db: Database, tenantId: string, now = Date.now()): void => {
  const ids = createIdGenerator(() => now);
  const stamp = formatDateTime(now);
  const orders = db
    .prepare<[string], OrderRow>(
      `SELECT id, order_no, shop_id, shop_name, user_name, order_money, discount_money, shop_welfare, pay_money, pay_status, pay_date,
         writeoff_date, admin_status, distributor_id FROM order_product
       WHERE tenant_id = ? AND is_deleted = 0 AND pay_status IN (1, 2) ORDER BY id`,
    )
    .all(tenantId);
  const audit = `create_time, create_user, update_user, update_time`;
  const ledger = db.prepare(
    `INSERT INTO order_ledger (id, tenant_id, order_no, user_name, shop_name, order_money, shop_welfare, admin_status,
       admin_msg, admin_date, ${audit}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '1', '1', ?)`,
  );
  const split = db.prepare(
    `INSERT INTO order_wx_fenzhang (id, tenant_id, order_no, order_id, source_type, type, shop_id, shop_id_fenxiao,
       total, remain, fengzhang_status, fenzhang_date, fenzhang_cycle, ${audit})
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 2, ?, 7, ?, '1', '1', ?)`,
  );
  const deduct = db.prepare(
    `INSERT INTO order_deduct (id, tenant_id, order_no, order_id, shop_id, shop_name, deduct_money, deduct_type, reason,
       deduct_date, ${audit}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '1', '1', ?)`,
  );
  const invoice = db.prepare(
    `INSERT INTO order_invoice_record (id, tenant_id, order_no, title, amount, invoice_status, invoice_no, issue_date,
       ${audit}) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, '1', '1', ?)`,
  );
  orders.forEach((order, index) => {
    const day = order.writeoff_date ?? order.pay_date ?? stamp;
    if (order.pay_status === 2) {
      const rejected = order.admin_status === 2;
      ledger.run(
        ids.next(),
        tenantId,
        order.order_no,
        order.user_name,
        order.shop_name,
        order.order_money,
        order.shop_welfare,
        order.admin_status,
        rejected ? '合同照片不清晰，请重新上传' : null,
        order.admin_status >= 2 ? day : null,
        day,
        day,
      );
      if (order.admin_status === 4) {
        // The settlement run's own rule (shared/money/settlement.ts), with the default ratios (no billing ranges).
        const { parts } = settle(
          {
            orderCents: cents(order.order_money),
            paidCents: cents(order.pay_money),
            subsidyCents: cents(order.discount_money),
            hasDistributor: Boolean(order.distributor_id),
          },
          [],
        );
        for (const part of parts) {
          const distributor = part.type === 2 ? order.distributor_id : null;
          split.run(
            ids.next(),
            tenantId,
            order.order_no,
            order.id,
            part.sourceType,
            part.type,
            order.shop_id,
            distributor,
            part.cents,
            day,
            day,
            day,
          );
        }
      }
      if (index % 50 === 7 && order.order_money >= 1)
        deduct.run(
          ids.next(),
          tenantId,
          order.order_no,
          order.id,
          order.shop_id,
          order.shop_name,
          Math.max(1, Math.round(order.order_money)) / 100,
          1,
          '台账逾期报备',
          day,
          day,
          day,
        );
      if (index % 200 === 11 && order.order_money >= 10)
        deduct.run(
          ids.next(),
          tenantId,
          order.order_no,
          order.id,
          order.shop_id,
          order.shop_name,
          10,
          2,
          '游客投诉服务与描述不符，经核实扣款',
          day,
          day,
          day,
        );
    }
    if (index % 30 === 3 && order.pay_money > 0)
      invoice.run(
        ids.next(),
        tenantId,
        order.order_no,
        order.user_name ?? '个人',
        order.pay_money,
        `0${String(24_000_000 + index).padStart(11, '0')}`,
        day,
        day,
        day,
      );
  });

  const amounts = db.prepare(
    `INSERT INTO wallets_recharge_amount_config (id, tenant_id, amount, give_amount, sort, status, ${audit})
     VALUES (?, ?, ?, ?, ?, 1, ?, '1', '1', ?)`,
  );
  [
    [50, 0],
    [100, 5],
    [200, 15],
    [500, 50],
  ].forEach(([amount, give], index) => amounts.run(ids.next(), tenantId, amount, give, index + 1, stamp, stamp));
  db.prepare(
    `INSERT INTO order_fee (id, tenant_id, shop_name, shop_id, fee_rate, min_fee, max_fee, status, ${audit})
     VALUES (?, ?, '全部商户(默认)', '', 0.6, 0.01, 500, 1, ?, '1', '1', ?)`,
  ).run(ids.next(), tenantId, stamp, stamp);
  const title = db.prepare(
    `INSERT INTO order_invoice_title (id, tenant_id, title, title_type, tax_no, address, phone, bank_name, bank_account,
       user_id, ${audit}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, '1', '1', ?)`,
  );
  title.run(
    ids.next(),
    tenantId,
    '大理洱海文旅发展有限公司',
    1,
    '91532901MA6K8XXX1Q',
    '云南省大理市下关镇洱河南路8号',
    '0872-2123456',
    '中国农业银行大理分行',
    '24150101040012345',
    stamp,
    stamp,
  );
  title.run(ids.next(), tenantId, '段小云', 2, '', '', '', '', '', stamp, stamp);
};
