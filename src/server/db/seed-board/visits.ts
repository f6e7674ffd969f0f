import { dayText, dayWeight } from './calendar';
import type { SeedContext } from './context';
import { inserter } from './insert';
import type { SeededMembers } from './members';

/** Writes the daily visits: about 1 % of the members registered by then open the app on an ordinary day. */
export const writeVisits = (context: SeedContext, { members, registeredBy }: SeededMembers): void => {
  const { db, tenantId, random, ids, firstDay, lastDay, result } = context;
  const visit = inserter(db, 'app_member_visit', [
    'id',
    'tenant_id',
    'user_id',
    'visit_day',
    'visit_cnt',
    'city_code',
    'district_code',
    'town_code',
  ]);
  for (let day = firstDay; day <= lastDay; day += 1) {
    const known = registeredBy(day);
    if (known === 0) continue;
    const visitors = Math.min(known, Math.round(known * 0.01 * dayWeight(day, firstDay, lastDay)));
    const seen = new Set<number>();
    for (let v = 0; v < visitors; v += 1) {
      const index = random.int(0, known - 1);
      if (seen.has(index)) continue;
      seen.add(index);
      const row = members[index];
      visit([
        ids.next(),
        tenantId,
        row.id,
        dayText(day),
        random.int(1, 6),
        row.town.cityCode,
        row.town.districtCode,
        row.town.townCode,
      ]);
      result.visits += 1;
    }
  }
};
