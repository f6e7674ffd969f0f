import type { Migration } from './types';

/** `wallets_transactions`: the columns the order/walletstransactions definition gained. */
export const migration202611271951: Migration = {
  version: 202611271951,
  name: 'order-walletstransactions',
  sql: `
ALTER TABLE wallets_transactions ADD COLUMN remark TEXT;
`,
};
