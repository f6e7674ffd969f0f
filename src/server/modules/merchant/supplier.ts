import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

const DAY_MS = 86_400_000;

/** The day `days` after a `yyyy-MM-dd HH:mm:ss` time, as `yyyy-MM-dd` (calendar days, no time zone shift). */
export const dayAfter = (time: string, days: number): string => {
  const [y, m, d] = time.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
};

/**
 * Suppliers: the next settlement day is the last settlement plus the cycle (none before the first settlement),
 * kept on every write so the list can sort and search by it; a last settlement in the future is refused.
 */
export default resourceModule('supplier', ({ services }) => {
  const now = () => services.ctx.now();
  return {
    hooks: {
      beforeWrite({ values, existing }) {
        const last = (values.last_settlement_time ?? existing?.last_settlement_time ?? null) as string | null;
        const cycle = Number(values.settlement_cycle ?? existing?.settlement_cycle ?? 0);
        if (last && Date.parse(`${last.replace(' ', 'T')}+08:00`) > now())
          throw badRequest('上次结算时间不能晚于当前时间');
        values.next_settlement_date = last && cycle > 0 ? dayAfter(last, cycle) : null;
      },
    },
  };
});
