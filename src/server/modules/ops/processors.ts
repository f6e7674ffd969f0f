import type { Database } from 'better-sqlite3';
import { formatDateTime } from '../../db/clock';

/** What a processor gets for one attempt of one run. */
export interface ProcessorContext {
  readonly db: Database;
  readonly tenantId: string;
  /** The job's parameters (`jobParams`, JSON object or empty). */
  readonly params: Readonly<Record<string, unknown>>;
  readonly now: number;
  readonly signal: AbortSignal;
  log(line: string): void;
}

/** A built-in processor (processor type 1): real work of this product, in the job's tenant. Answers the result. */
export type BuiltInProcessor = (context: ProcessorContext) => Promise<string> | string;

const positive = (params: Readonly<Record<string, unknown>>, name: string, fallback: number): number => {
  const value = params[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0) throw new Error(`任务参数 ${name} 须为正整数`);
  return number;
};

const LOG_TABLES = ['blade_log_api', 'blade_log_error', 'blade_log_usual'] as const;

/**
 * The built-in processors by the name a job's `processorInfo` holds. Each works on the job's tenant only. Work
 * whose tables belong to areas not yet in this product (welfare expiry, activity states, profit splits, housing
 * sync) is added here when those areas land.
 */
export const BUILT_IN_PROCESSORS: Readonly<Record<string, BuiltInProcessor>> = {
  /** Cancels product orders still unpaid `minutes` (default 30) after they were placed. */
  cancelUnpaidOrders({ db, tenantId, params, now, log }) {
    const minutes = positive(params, 'minutes', 30);
    const before = formatDateTime(now - minutes * 60_000);
    const { changes } = db
      .prepare(
        `UPDATE order_product SET pay_status = 4, update_time = ?
         WHERE tenant_id = ? AND is_deleted = 0 AND pay_status = 0 AND create_time < ?`,
      )
      .run(formatDateTime(now), tenantId, before);
    log(`取消 ${before} 之前下单仍未支付的订单 ${changes} 笔`);
    return `已取消超时未支付订单 ${changes} 笔`;
  },
  /** Deletes API, error and usual logs older than `days` (default 90). */
  pruneLogs({ db, tenantId, params, now, log }) {
    const days = positive(params, 'days', 90);
    const before = formatDateTime(now - days * 86_400_000);
    let total = 0;
    for (const table of LOG_TABLES) {
      const { changes } = db
        .prepare(`DELETE FROM ${table} WHERE tenant_id = ? AND create_time < ?`)
        .run(tenantId, before);
      log(`${table}：删除 ${changes} 条`);
      total += changes;
    }
    return `已清理 ${before} 之前的日志 ${total} 条`;
  },
};

export const builtInProcessorNames = (): string[] => Object.keys(BUILT_IN_PROCESSORS);

/**
 * An external processor (type 4): `processorInfo` is an http(s) address; it receives the run as JSON and answers
 * 2xx for success (its body, cut to 2000 characters, is the result).
 */
export const runExternal = async (
  url: string,
  payload: Readonly<Record<string, unknown>>,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string> => {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal,
  });
  const text = (await response.text()).slice(0, 2000);
  if (!response.ok) throw new Error(`外部处理器返回 HTTP ${response.status}：${text}`);
  return text;
};
