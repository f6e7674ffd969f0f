import type { Kit } from '../kit';

/**
 * Business rows (orders, merchants, products, members) carry their place as three codes of the statistical
 * division tree: `city_code` (4 digits, 5329), `district_code` (6, a county) and `town_code` (9). A search for
 * a region at any level compares the one column whose codes have the searched code's length, the same rule
 * the big-data board applies to its area filter.
 */
export type AreaColumn = 'city_code' | 'district_code' | 'town_code';

const COLUMN_BY_LENGTH: Readonly<Record<number, AreaColumn>> = { 4: 'city_code', 6: 'district_code', 9: 'town_code' };

/** The column a region code is compared with, or undefined for a code of no level these rows carry. */
export const areaColumnOf = (code: string): AreaColumn | undefined =>
  /^\d+$/.test(code) ? COLUMN_BY_LENGTH[code.length] : undefined;

/** The query parameters an area search may arrive as: the search form's `areaCode_equal`, or plain. */
export const AREA_PARAMS = ['areaCode_equal', 'areaCode'] as const;

/**
 * The search-form field for it, labelled by the resource's `fields.areaCode`: a region picked from the Dali tree
 * (a county or a town; the whole prefecture is no filter, every row lies in it). Virtual: the resource's server
 * module turns it into the comparison.
 */
export const areaSearchField = (r: Kit<{ readonly title: string; readonly fields: { readonly areaCode: string } }>) =>
  r.region('areaCode', { levels: [2, 3, 4], virtual: true, search: 'equal', table: false, form: false });
