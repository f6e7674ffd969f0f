import type { Migration } from './types';

/** The live log rows of the canteen-day of `ref` (NEW or OLD). */
const dayRows = (ref: 'NEW' | 'OLD'): string =>
  `FROM canteen_log l WHERE l.tenant_id = ${ref}.tenant_id AND l.canteen_id = ${ref}.canteen_id AND l.is_deleted = 0
    AND l.pay_time >= substr(${ref}.pay_time, 1, 10) AND l.pay_time < substr(${ref}.pay_time, 1, 10) || 'z'`;

/** The statistics row(s) of the canteen-day of `ref`. */
const statRow = (ref: 'NEW' | 'OLD'): string =>
  `tenant_id = ${ref}.tenant_id AND canteen_id = ${ref}.canteen_id AND stat_date = substr(${ref}.pay_time, 1, 10)`;

const sums = (ref: 'NEW' | 'OLD'): string =>
  ['1', '2', '3']
    .map(
      (section) =>
        `cnt${section} = (SELECT COUNT(*) ${dayRows(ref)} AND l.section = ${section}), ` +
        `total${section} = (SELECT COALESCE(SUM(l.money), 0) ${dayRows(ref)} AND l.section = ${section}), `,
    )
    .join('');

/** Recomputes one canteen-day of `canteen_statistics` from the live log rows of that day (`ref`: NEW or OLD). */
const recompute = (ref: 'NEW' | 'OLD'): string => `
INSERT INTO canteen_statistics (id, tenant_id, canteen_id, stat_date, create_time, is_deleted)
  SELECT CAST(abs(random()) % 9000000000000000000 + 1000000000000000000 AS TEXT), ${ref}.tenant_id, ${ref}.canteen_id,
    substr(${ref}.pay_time, 1, 10), strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime'), 0
  WHERE EXISTS (SELECT 1 ${dayRows(ref)}) AND NOT EXISTS (SELECT 1 FROM canteen_statistics WHERE ${statRow(ref)});
UPDATE canteen_statistics SET ${sums(ref)}
    cnt = (SELECT COUNT(*) ${dayRows(ref)}), total = (SELECT COALESCE(SUM(l.money), 0) ${dayRows(ref)}),
    name = COALESCE((SELECT i.name FROM canteen_info i WHERE i.id = ${ref}.canteen_id AND i.tenant_id = ${ref}.tenant_id),
      (SELECT MAX(l.canteen_name) ${dayRows(ref)})),
    update_time = strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime'), is_deleted = 0
  WHERE ${statRow(ref)};
DELETE FROM canteen_statistics WHERE ${statRow(ref)} AND NOT EXISTS (SELECT 1 ${dayRows(ref)});`;

/**
 * `canteen_statistics` as a roll-up of `canteen_log` (spec 002 §7 canteen statistics): one row per tenant, canteen
 * and day, recomputed by triggers from that day's live log rows on every insert, update (soft delete included)
 * and delete, so the statistics always equal the log. Written by hand: triggers are not what a definition says.
 */
export const migration202611261650: Migration = {
  version: 202611261718,
  name: 'canteen-statistics-rollup',
  sql: `
CREATE INDEX idx_canteen_statistics_day ON canteen_statistics (tenant_id, canteen_id, stat_date);
CREATE INDEX idx_canteen_log_day ON canteen_log (tenant_id, canteen_id, pay_time);
CREATE TRIGGER trg_canteen_log_statistics_insert AFTER INSERT ON canteen_log BEGIN${recompute('NEW')}
END;
CREATE TRIGGER trg_canteen_log_statistics_update AFTER UPDATE ON canteen_log BEGIN${recompute('OLD')}${recompute('NEW')}
END;
CREATE TRIGGER trg_canteen_log_statistics_delete AFTER DELETE ON canteen_log BEGIN${recompute('OLD')}
END;
`,
};
