import { RESULT_MSG, type Page, type R as Envelope } from '../../shared/bladex/index';

/**
 * The BladeX envelope (bladex-contract.md §1.4): `success` is true exactly when `code` is 200.
 *
 * `R.data(null)` says 暂无承载数据 and sends `{}`, as null-to-empty does on a real server.
 */
export const R = {
  data<T>(data: T, msg?: string): Envelope<T | Record<string, never>> {
    if (data === null || data === undefined) return { code: 200, success: true, data: {}, msg: RESULT_MSG.NO_DATA };
    return { code: 200, success: true, data, msg: msg ?? RESULT_MSG.SUCCESS };
  },
  status(ok: boolean): Envelope<Record<string, never>> {
    return ok
      ? { code: 200, success: true, data: {}, msg: RESULT_MSG.SUCCESS }
      : { code: 400, success: false, data: {}, msg: RESULT_MSG.FAILURE };
  },
  fail(msg: string, code = 400): Envelope<Record<string, never>> {
    return { code, success: code === 200, data: {}, msg };
  },
};

/** A MyBatis-Plus page (§1.5). */
export const toPage = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  size,
  current,
  pages: size > 0 ? Math.ceil(total / size) : 0,
  orders: [],
  optimizeCountSql: true,
  searchCount: true,
  maxLimit: -1,
  countId: '',
});
