import { dayText, timeText } from './calendar';
import { VISITOR_ORIGINS } from './catalogue';
import type { SeedContext } from './context';
import { AUDIT, audit, inserter } from './insert';
import type { BoardSeedOptions } from './options';
import { createWeightedPicker } from './random';
import type { Town } from './towns';
import { personName } from './values';

/** A member as orders and visits need it: who they are, where from, and the day they registered. */
export interface MemberRow {
  id: string;
  name: string;
  phone: string;
  sex: number;
  birthday: string;
  regionCode: string;
  regionName: string;
  union: boolean;
  registerDay: number;
  town: Town;
}

/** The members in order of registration, and how many had registered by a day (a prefix of `members`). */
export interface SeededMembers {
  members: MemberRow[];
  registeredBy: (dayNum: number) => number;
}

/** Default 20 000 or orders / 2.5, whichever is larger; capped at 200 000. */
const memberCountOf = (options: Pick<BoardSeedOptions, 'orders' | 'members'>): number =>
  Math.min(200_000, options.members ?? Math.max(20_000, Math.round(options.orders / 2.5)));

/**
 * Writes the members: registered over the period (a third before it), more later; ages and sexes as the board
 * expects; seven in ten local to a Dali county, the rest from the visitor origins.
 */
export const writeMembers = (
  context: SeedContext,
  options: Pick<BoardSeedOptions, 'orders' | 'members' | 'referenceDate'>,
): SeededMembers => {
  const { db, tenantId, random, ids, towns, pickTown, firstDay, days, result } = context;
  const memberCount = memberCountOf(options);
  const member = inserter(db, 'app_member', [
    'id',
    'tenant_id',
    'nick_name',
    'real_name',
    'phone',
    'sex',
    'birthday',
    'region_code',
    'region_name',
    'city_code',
    'district_code',
    'town_code',
    'is_union_member',
    'register_time',
    ...AUDIT,
  ]);
  const pickAge = createWeightedPicker([35, 28, 18, 14, 5]);
  const ageRanges: [number, number][] = [
    [18, 29],
    [30, 39],
    [40, 49],
    [50, 64],
    [65, 80],
  ];
  const pickOrigin = createWeightedPicker(VISITOR_ORIGINS.map((origin) => origin[2]));
  const members: MemberRow[] = [];
  for (let i = 0; i < memberCount; i += 1) {
    const registerDay = random.chance(0.33)
      ? firstDay - random.int(1, 365)
      : firstDay + Math.floor(days * Math.sqrt(random.next()));
    const [minAge, maxAge] = ageRanges[pickAge(random)];
    const birthYear = Number(options.referenceDate.slice(0, 4)) - random.int(minAge, maxAge);
    const birthday = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const town = towns[pickTown(random)];
    const local = random.chance(0.7);
    const origin = VISITOR_ORIGINS[pickOrigin(random)];
    const sex = random.chance(0.03) ? 0 : random.chance(0.46) ? 1 : 2;
    const row: MemberRow = {
      id: ids.next(),
      name: personName(random),
      phone: `1${random.pick(['33', '39', '58', '77', '88'])}${String(10000000 + i).slice(-8)}`,
      sex,
      birthday,
      regionCode: local ? town.districtCode : origin[0],
      regionName: local ? town.districtName : origin[1],
      union: local && random.chance(0.32),
      registerDay,
      town,
    };
    members.push(row);
  }
  members.sort((a, b) => a.registerDay - b.registerDay);
  for (const row of members) {
    const time = `${dayText(row.registerDay)} ${timeText(random.int(8 * 3600, 22 * 3600))}`;
    member([
      row.id,
      tenantId,
      row.name,
      row.name,
      row.phone,
      row.sex,
      row.birthday,
      row.regionCode,
      row.regionName,
      row.town.cityCode,
      row.town.districtCode,
      row.town.townCode,
      row.union ? 1 : 0,
      time,
      ...audit(time),
    ]);
  }
  result.members = members.length;
  const registeredBy = (dayNum: number): number => {
    let low = 0;
    let high = members.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (members[middle].registerDay <= dayNum) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return { members, registeredBy };
};
