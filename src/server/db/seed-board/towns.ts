import { daliPrefecture } from '../seed-data/regions-dali';
import { COUNTY_WEIGHTS } from './catalogue';

/** A town of Dali prefecture with its county and city: where a merchant, member or distributor is. */
export interface Town {
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  townCode: string;
  townName: string;
}

export const daliTowns = (): Town[] => {
  const towns: Town[] = [];
  for (const county of daliPrefecture.children ?? []) {
    const list = (county.children ?? []).map((town) => ({
      cityCode: daliPrefecture.code,
      cityName: daliPrefecture.name,
      districtCode: county.code,
      districtName: county.name,
      townCode: town.code,
      townName: town.name,
    }));
    towns.push(...list);
  }
  return towns;
};

/** Lake and old-town towns of Dali City draw more merchants and members than the rest. */
export const townWeight = (town: Town): number => {
  const county = COUNTY_WEIGHTS[town.districtCode] ?? 1;
  const size = town.districtCode === '532901' ? 13 : 9;
  const hot = /大理镇|双廊|喜洲|下关|太和|沙溪|金华|祥城|金牛/.test(town.townName) ? 3 : 1;
  return (county / size) * hot;
};
