// Orders, ledgers, profit splits, wallets, invoices and finance (spec 002 §2).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const orderMenu: SeedMenu = section(
  { code: 'order', name: '订单与财务', nameEn: 'Orders and finance', path: '/order', source: 'Receipt', sort: 11 },
  [
    // No add: orders come from the app. Edit is the operator's fields (review status, remarks); delete is soft.
    screen('order_product', '商品订单', 'Product orders', '/order/product-order', 'Receipt', [
      'view',
      'edit',
      'delete',
      'writeoff',
      'refund',
      'cancel',
      'export',
    ]),
    screen('order_mall', '商城订单', 'Mall orders', '/order/mall-order', 'Cart', ['view', 'export']),
    screen('order_writeoff', '核销票务', 'Write-off tickets', '/order/writeoff-ticket', 'Checkmark', [
      'view',
      'export',
    ]),
    screen('order_ledger', '订单台账', 'Order ledger', '/order/ledger', 'Book', [...CRUD, 'audit', 'export']),
    screen('order_ledger_order', '台账订单', 'Ledger orders', '/order/ledger-order', 'DocumentBulletList', CRUD),
    screen('order_ledger_setting', '台账设置', 'Ledger settings', '/order/ledger-setting', 'Settings', CRUD),
    screen('order_not_reported', '未报备订单', 'Unreported orders', '/order/not-reported', 'Warning', [
      'view',
      'delete',
      'export',
    ]),
    screen('order_profit_split', '分账记录', 'Profit-split records', '/order/profit-split', 'Scales', [
      'view',
      'settleUnlock',
      'export',
    ]),
    screen('order_welfare_balance', '福利余额变动', 'Welfare balance log', '/order/welfare-balance-log', 'History', [
      'view',
      'export',
    ]),
    screen('order_deduct', '订单扣款', 'Order deductions', '/order/deduct', 'MoneyHand', [...CRUD, 'export']),
    screen('order_fee', '订单手续费', 'Order fees', '/order/fee', 'Calculator', CRUD),
    screen('order_evaluate', '订单评价', 'Order reviews', '/order/evaluate', 'Star', ['view', 'reply', 'delete']),
    screen('order_recharge', '充值订单', 'Recharge orders', '/order/recharge-order', 'Savings', ['view', 'export']),
    screen('order_recharge_record', '充值记录', 'Recharge records', '/order/recharge-record', 'History', [
      'view',
      'export',
    ]),
    screen('order_wallet', '钱包账户', 'Wallets', '/order/wallet', 'Wallet', ['view']),
    screen(
      'order_wallet_consumption',
      '钱包消费记录',
      'Wallet consumption',
      '/order/wallet-consumption',
      'ReceiptMoney',
      ['view', 'export'],
    ),
    screen(
      'order_wallet_transaction',
      '钱包交易流水',
      'Wallet transactions',
      '/order/wallet-transaction',
      'ArrowSync',
      ['view', 'export'],
    ),
    screen('order_invoice_title', '发票抬头', 'Invoice titles', '/order/invoice-title', 'DocumentText', CRUD),
    screen('order_invoice_record', '开票记录', 'Invoice records', '/order/invoice-record', 'ReceiptCube', [
      ...CRUD,
      'export',
    ]),
    screen('order_hot_area', '热门区域', 'Hot areas', '/order/hot-area', 'Flag', CRUD),
    screen('order_cash_watch', '资金监管账户', 'Escrow accounts', '/order/cash-watch', 'ShieldCheckmark', CRUD),
    screen('order_sys_auth', '接口授权', 'API authorisations', '/order/sys-auth', 'Key', CRUD),
    screen('order_operation_data', '运营数据', 'Operation data', '/order/operation-data', 'DataHistogram', [
      'view',
      'export',
    ]),
    screen('order_reconcile', '财务对账', 'Finance reconciliation', '/order/reconcile', 'Scales', [
      ...CRUD,
      'compare',
      'load',
    ]),
  ],
);
