import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { formatDateTime } from '../../db/clock';
import { tenantFilter } from '../../db/tenant-scope';
import { parseKeys } from '../../crud/crud-keys';
import { resourceModule } from '../../crud/resource-module';
import { queryOf } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { HttpError, badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import {
  RECONCILE_RESULTS,
  type ReconcileLine,
  type ReconcileResult,
  type ReconcileSummary,
} from '../../../shared/bladex/order';
import { centsOfYuan } from './order-refund';
import { COUNTED_SQL } from './order-filters';
import { readStatement, type StatementLine } from './statement-file';

const MAX_BYTES = 20 * 1024 * 1024;
const RESULTS = RECONCILE_RESULTS;
type Result = ReconcileResult;
/** The results of each side: the statement's lines, and the orders of the period. */
const SIDES = {
  data: RESULTS,
  platform: ['matched', 'mismatch', 'duplicate', 'missingOrder'],
  merchant: ['matched', 'mismatch', 'missingStatement'],
} as const satisfies Record<string, readonly Result[]>;

export interface ReconcileOutcome {
  matchedCnt: number;
  mismatchCnt: number;
  missingOrderCnt: number;
  missingStatementCnt: number;
  statementCents: number;
  orderCents: number;
}

/** One result row as it is kept: a statement line (with its line) or an order of the period no line named. */
export interface ReconcileRow {
  lineNo: number | null;
  orderNo: string;
  result: Result;
  statement: number | null;
  order: number | null;
}

/** The deals (order number → what was paid, in cents) of the period, asked as the comparison needs them. */
export interface PeriodDeals {
  /** The deals among these numbers. */
  byNumbers(orderNos: readonly string[]): ReadonlyMap<string, number>;
  /** Every deal of the period, a page at a time. */
  all(): Iterable<readonly [orderNo: string, cents: number]>;
}

/** Statement lines looked up per query (the orders' unique (tenant, order number) index). */
const LOOKUP_CHUNK = 500;

/**
 * Compares statement lines with the deals of a period: each line is matched, a mismatch (amounts differ), a
 * duplicate (its number came earlier) or missing in the orders; every deal of the period no line named is missing
 * in the statement. Rows go to `keep` as they are decided, in that order; the deals are looked up by number in
 * chunks and then walked once, so neither side is held whole beside the statement (a 100 000-line statement over a
 * period of any size stays within a few MB more than its lines).
 */
export const compareStatement = (
  lines: readonly StatementLine[],
  deals: PeriodDeals,
  keep: (row: ReconcileRow) => void,
): ReconcileOutcome => {
  const seen = new Set<string>();
  const outcome: ReconcileOutcome = {
    matchedCnt: 0,
    mismatchCnt: 0,
    missingOrderCnt: 0,
    missingStatementCnt: 0,
    statementCents: 0,
    orderCents: 0,
  };
  for (let start = 0; start < lines.length; start += LOOKUP_CHUNK) {
    const chunk = lines.slice(start, start + LOOKUP_CHUNK);
    const orders = deals.byNumbers([...new Set(chunk.map((line) => line.orderNo))]);
    for (const line of chunk) {
      outcome.statementCents += line.cents;
      const order = orders.get(line.orderNo);
      let result: Result;
      if (seen.has(line.orderNo)) result = 'duplicate';
      else if (order === undefined) result = 'missingOrder';
      else result = order === line.cents ? 'matched' : 'mismatch';
      seen.add(line.orderNo);
      if (result === 'matched') outcome.matchedCnt += 1;
      else if (result === 'missingOrder') outcome.missingOrderCnt += 1;
      else outcome.mismatchCnt += 1;
      keep({ lineNo: line.lineNo, orderNo: line.orderNo, result, statement: line.cents, order: order ?? null });
    }
  }
  for (const [orderNo, cents] of deals.all()) {
    outcome.orderCents += cents;
    if (seen.has(orderNo)) continue;
    outcome.missingStatementCnt += 1;
    keep({ lineNo: null, orderNo, result: 'missingStatement', statement: null, order: cents });
  }
  return outcome;
};

/**
 * Finance reconciliation (`/blade-desk/mall_finance_reconcile`): the generic CRUD of the records, and
 * - `POST fileCompare?id=` (or a form field `id` before the file; multipart `file`, .xlsx or .csv, ≤ 20 MB; button `order_reconcile_edit`): reads
 *   the statement, compares it with the deals (paid or written off) paid in the record's period, keeps every
 *   line's result (replacing an earlier comparison) and the counts and totals on the record, in one transaction;
 * - `GET fileCompare?id=`: the kept counts and totals; `GET load/data?id=&result=` the kept lines paged
 *   (amounts in yuan), `load/platform/data` the statement's side, `load/merchant/data` the orders' side.
 */
export default resourceModule('mallFinanceReconcile', ({ services, def }) => {
  const { db } = services.ctx;
  const record = db.prepare<[string, string], { period_from: string; period_to: string }>(
    `SELECT period_from, period_to FROM ${def.table} WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  const dealsByNumber = db.prepare<[string, string, string, string], { order_no: string; pay_money: number }>(
    `SELECT order_no, pay_money FROM order_product WHERE tenant_id = ? AND order_no IN (SELECT value FROM json_each(?))
     AND is_deleted = 0 AND ${COUNTED_SQL} AND pay_date >= ? AND pay_date <= ?`,
  );
  // A page of the period's deals after (pay date, rowid): the (tenant, pay date) index walked in its own order.
  const dealsPage = db.prepare<
    [string, string, string, string, number, number],
    { rid: number; pay_date: string; order_no: string; pay_money: number }
  >(
    `SELECT rowid AS rid, pay_date, order_no, pay_money FROM order_product
     WHERE tenant_id = ? AND pay_date >= ? AND pay_date <= ? AND (pay_date > ? OR rowid > ?)
       AND is_deleted = 0 AND ${COUNTED_SQL}
     ORDER BY pay_date, rowid LIMIT ?`,
  );
  const PAGE = 2_000;
  const periodDeals = (tenantId: string, from: string, to: string): PeriodDeals => ({
    byNumbers: (orderNos) =>
      new Map(
        dealsByNumber
          .all(tenantId, JSON.stringify(orderNos), from, to)
          .map((row) => [row.order_no, centsOfYuan(row.pay_money)]),
      ),
    *all() {
      let after = { payDate: '', rowid: 0 };
      for (;;) {
        const page = dealsPage.all(tenantId, after.payDate || from, to, after.payDate, after.rowid, PAGE);
        for (const row of page) yield [row.order_no, centsOfYuan(row.pay_money)] as const;
        const last = page.at(-1);
        if (!last || page.length < PAGE) return;
        after = { payDate: last.pay_date, rowid: last.rid };
      }
    },
  });
  const clear = db.prepare('DELETE FROM mall_finance_reconcile_line WHERE tenant_id = ? AND reconcile_id = ?');
  const insert = db.prepare(
    `INSERT INTO mall_finance_reconcile_line (tenant_id, reconcile_id, line_no, order_no, result, statement_cents, order_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const keep = db.prepare(
    `UPDATE ${def.table} SET file_name = @fileName, matched_cnt = @matchedCnt, mismatch_cnt = @mismatchCnt,
       missing_order_cnt = @missingOrderCnt, missing_statement_cnt = @missingStatementCnt,
       statement_cents = @statementCents, order_cents = @orderCents, compare_time = @now, update_time = @now,
       update_user = @user WHERE tenant_id = @tenant AND id = @id`,
  );
  const summary = db.prepare<[string, string], Record<string, unknown>>(
    `SELECT id, name, file_name AS fileName, matched_cnt AS matchedCnt, mismatch_cnt AS mismatchCnt,
       missing_order_cnt AS missingOrderCnt, missing_statement_cnt AS missingStatementCnt,
       statement_cents AS statementCents, order_cents AS orderCents, compare_time AS compareTime
     FROM ${def.table} WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );

  const idFrom = (value: unknown): string => parseKeys(def, value, 'id')[0] ?? '';
  const idOf = (request: FastifyRequest): string => idFrom(queryOf(request).id);
  const periodOf = (tenantId: string, id: string) => {
    const row = record.get(tenantId, id);
    if (!row) throw badRequest('对账记录不存在或已被删除');
    return row;
  };

  return {
    async routes(app) {
      await app.register(multipart, { limits: { fileSize: MAX_BYTES + 1, files: 1, fields: 2, parts: 3 } });

      app.post(`${def.endpoint}/fileCompare`, async (request) => {
        const identity = identityOf(request);
        // Comparing rewrites the record's counts and lines: the record's edit button (no button of its own is seeded).
        services.grants.requireWrite(identity, def, `${def.permission}_edit`);
        if (!request.isMultipart()) throw badRequest('参数错误: 请以 multipart/form-data 上传，文件字段名为 file');
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw badRequest('参数错误: file 不能为空');
        // The record is `?id=`, or a form field `id` before the file (the desktop host's uploads take no query).
        const field = part.fields.id;
        const formId = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
        const id = queryOf(request).id === undefined && formId !== undefined ? idFrom(formId) : idOf(request);
        const period = periodOf(identity.tenantId, id);
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > MAX_BYTES) throw new HttpError(400, '账单文件不能超过20M');
        const lines = await readStatement(bytes, part.filename);
        const deals = periodDeals(identity.tenantId, `${period.period_from} 00:00:00`, `${period.period_to} 23:59:59`);
        const outcome = db
          .transaction(() => {
            clear.run(identity.tenantId, id);
            const counted = compareStatement(lines, deals, (row) =>
              insert.run(identity.tenantId, id, row.lineNo, row.orderNo, row.result, row.statement, row.order),
            );
            keep.run({
              ...counted,
              fileName: part.filename.slice(0, 255),
              now: formatDateTime(services.ctx.now()),
              user: identity.userId,
              tenant: identity.tenantId,
              id,
            });
            return counted;
          })
          .immediate();
        const answer: ReconcileSummary = {
          ...outcome,
          statementMoney: outcome.statementCents / 100,
          orderMoney: outcome.orderCents / 100,
        };
        return R.data(answer);
      });

      app.get(`${def.endpoint}/fileCompare`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const row = summary.get(identity.tenantId, idOf(request));
        if (!row) return R.data(null);
        return R.data({
          ...row,
          statementMoney: Number(row.statementCents ?? 0) / 100,
          orderMoney: Number(row.orderCents ?? 0) / 100,
        });
      });

      for (const [side, results] of Object.entries(SIDES)) {
        const path = side === 'data' ? 'load/data' : `load/${side}/data`;
        app.get(`${def.endpoint}/${path}`, async (request) => {
          const identity = identityOf(request);
          services.grants.requireRead(identity, def);
          const id = idOf(request);
          periodOf(identity.tenantId, id);
          const query = queryOf(request);
          const current = Number(query.current ?? 1);
          const size = Number(query.size ?? 10);
          if (!Number.isInteger(current) || current < 1 || !Number.isInteger(size) || size < 1 || size > 1000)
            throw badRequest('参数错误: current 应为正整数，size 应为1至1000的整数');
          const asked = typeof query.result === 'string' && query.result !== '' ? query.result : undefined;
          if (asked !== undefined && !(results as readonly string[]).includes(asked))
            throw badRequest(`参数错误: result 只能是 ${results.join('、')}`);
          const wanted = asked ? [asked] : [...results];
          const where = `reconcile_id = ? AND result IN (SELECT value FROM json_each(?))`;
          const params = [identity.tenantId, id, JSON.stringify(wanted)];
          const total =
            db
              .prepare<unknown[], { n: number }>(
                `SELECT COUNT(*) AS n FROM mall_finance_reconcile_line WHERE ${tenantFilter()} AND ${where}`,
              )
              .get(...params)?.n ?? 0;
          const rows = db
            .prepare<
              unknown[],
              {
                line_no: number | null;
                order_no: string;
                result: string;
                statement_cents: number | null;
                order_cents: number | null;
              }
            >(
              `SELECT line_no, order_no, result, statement_cents, order_cents FROM mall_finance_reconcile_line
               WHERE ${tenantFilter()} AND ${where} ORDER BY id LIMIT ? OFFSET ?`,
            )
            .all(...params, size, (current - 1) * size);
          const records = rows.map((row): ReconcileLine => ({
            lineNo: row.line_no,
            orderNo: row.order_no,
            result: row.result as ReconcileResult,
            statementMoney: row.statement_cents === null ? null : row.statement_cents / 100,
            orderMoney: row.order_cents === null ? null : row.order_cents / 100,
          }));
          return R.data(toPage(records, total, current, size));
        });
      }
    },
  };
});
