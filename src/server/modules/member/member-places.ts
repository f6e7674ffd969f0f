import type { Database } from 'better-sqlite3';
import type { ColumnValues } from '../../crud/resource-store';
import { badRequest } from '../../http/errors';
import type { WireObject } from '../../http/wire';

interface Town {
  code: string;
  cityCode: string;
  districtCode: string;
  districtName: string;
}

/**
 * Where a member is: the town chosen in the form decides the county and prefecture columns the board counts
 * members by (`board_member_region`, keyed by city, district and town), so they can never disagree; the
 * names shown in the list are read from the region tree rather than stored twice.
 */
export const createMemberPlaces = (db: Database) => {
  const town = db.prepare<[string], { code: string; city_code: string; district_code: string; district_name: string }>(
    `SELECT t.code, t.city_code, t.district_code, d.name AS district_name FROM blade_region t
     JOIN blade_region d ON d.code = t.district_code
     WHERE t.code = ? AND t.region_level = 4 AND t.city_code = '5329'`,
  );
  const names = db.prepare<[string], { code: string; name: string }>(
    'SELECT code, name FROM blade_region WHERE code IN (SELECT value FROM json_each(?))',
  );

  const townOf = (code: string): Town => {
    const row = town.get(code);
    if (!row) throw badRequest(`所选乡镇 ${code.slice(0, 12)} 不在大理州的区划内`);
    return {
      code: row.code,
      cityCode: row.city_code,
      districtCode: row.district_code,
      districtName: row.district_name,
    };
  };

  return {
    /**
     * Before a member is written: a chosen town sets `city_code` and `district_code`; a new member without a
     * home region is a local one (their county), and registers now.
     */
    place(values: ColumnValues, mode: 'create' | 'update', now: string): void {
      const code = values.town_code;
      if (typeof code === 'string' && code !== '') {
        const found = townOf(code);
        values.city_code = found.cityCode;
        values.district_code = found.districtCode;
        if (mode === 'create') {
          values.region_code = found.districtCode;
          values.region_name = found.districtName;
        }
      }
      if (mode === 'create') values.register_time = now;
    },
    /** `districtName` and `townName` of each row, one query per page. */
    decorate(rows: WireObject[]): WireObject[] {
      const codes = [
        ...new Set(rows.flatMap((row) => [String(row.districtCode ?? ''), String(row.townCode ?? '')])),
      ].filter((code) => code !== '');
      const byCode = new Map(
        codes.length === 0 ? [] : names.all(JSON.stringify(codes)).map((row) => [row.code, row.name]),
      );
      return rows.map((row) => ({
        ...row,
        districtName: byCode.get(String(row.districtCode ?? '')) ?? '',
        townName: byCode.get(String(row.townCode ?? '')) ?? '',
      }));
    },
  };
};
