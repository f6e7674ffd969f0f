// The region tree the server loads into blade_region. Only the platform's own prefecture is complete down to
// towns; Kunming, the other Yunnan prefectures and a few provinces are present so that cascaders and the lazy tree
// show real siblings at every level (a country with one province, or a province with one city, would hide
// parent/child bugs).
import { daliPrefecture } from './regions-dali';
import type { SeedRegion } from './types';

const kunming: SeedRegion = {
  code: '5301',
  name: '昆明市',
  level: 2,
  children: [
    { code: '530102', name: '五华区', level: 3 },
    { code: '530103', name: '盘龙区', level: 3 },
    { code: '530111', name: '官渡区', level: 3 },
    { code: '530112', name: '西山区', level: 3 },
    { code: '530114', name: '呈贡区', level: 3 },
  ],
};

/**
 * Yunnan's sixteen prefecture-level divisions in code order (the app-config city tree, `tree/city?parentId=53`,
 * lists them): Kunming and Dali with their counties, the others as leaves.
 */
const yunnanPrefectures: SeedRegion[] = [
  kunming,
  { code: '5303', name: '曲靖市', level: 2 },
  { code: '5304', name: '玉溪市', level: 2 },
  { code: '5305', name: '保山市', level: 2 },
  { code: '5306', name: '昭通市', level: 2 },
  { code: '5307', name: '丽江市', level: 2 },
  { code: '5308', name: '普洱市', level: 2 },
  { code: '5309', name: '临沧市', level: 2 },
  { code: '5323', name: '楚雄彝族自治州', level: 2 },
  { code: '5325', name: '红河哈尼族彝族自治州', level: 2 },
  { code: '5326', name: '文山壮族苗族自治州', level: 2 },
  { code: '5328', name: '西双版纳傣族自治州', level: 2 },
  daliPrefecture,
  { code: '5331', name: '德宏傣族景颇族自治州', level: 2 },
  { code: '5333', name: '怒江傈僳族自治州', level: 2 },
  { code: '5334', name: '迪庆藏族自治州', level: 2 },
];

/** Root row: code '00', parentCode '0' on the wire (bladex-contract.md §5). */
export const seedRegions: SeedRegion = {
  code: '00',
  name: '中华人民共和国',
  level: 0,
  children: [
    { code: '11', name: '北京市', level: 1 },
    { code: '31', name: '上海市', level: 1 },
    { code: '44', name: '广东省', level: 1 },
    { code: '51', name: '四川省', level: 1 },
    { code: '52', name: '贵州省', level: 1 },
    { code: '53', name: '云南省', level: 1, children: yunnanPrefectures },
    { code: '54', name: '西藏自治区', level: 1 },
  ],
};
