import type { ResourceTextKey, TextParams } from './text';

/** One validation problem: a message key and the parameters its text needs. */
export interface ValueProblem {
  readonly message: ResourceTextKey;
  readonly params?: TextParams;
}

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: ValueProblem[] };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });

export const problem = (message: ResourceTextKey, params?: TextParams): Parsed<never> => ({
  ok: false,
  problems: [params ? { message, params } : { message }],
});

export const V = {
  text: 'res.common.validation.text',
  number: 'res.common.validation.number',
  integer: 'res.common.validation.integer',
  min: 'res.common.validation.min',
  max: 'res.common.validation.max',
  minLength: 'res.common.validation.minLength',
  maxLength: 'res.common.validation.maxLength',
  money: 'res.common.validation.money',
  moneyCent: 'res.common.validation.moneyCent',
  date: 'res.common.validation.date',
  datetime: 'res.common.validation.datetime',
  rangeOrder: 'res.common.validation.rangeOrder',
  numberRangeOrder: 'res.common.validation.numberRangeOrder',
  numberRangeBoth: 'res.common.validation.numberRangeBoth',
  option: 'res.common.validation.option',
  dictValue: 'res.common.validation.dictValue',
  id: 'res.common.validation.id',
  regionCode: 'res.common.validation.regionCode',
  regionLevel: 'res.common.validation.regionLevel',
  url: 'res.common.validation.url',
  email: 'res.common.validation.email',
  mobile: 'res.common.validation.mobile',
  json: 'res.common.validation.json',
  fileCount: 'res.common.validation.fileCount',
  fileLink: 'res.common.validation.fileLink',
  mapPoint: 'res.common.validation.mapPoint',
  mapPointBounds: 'res.common.validation.mapPointBounds',
  flag: 'res.common.validation.flag',
  sameAs: 'res.common.validation.sameAs',
  recordId: 'res.common.validation.recordId',
  controlChars: 'res.common.validation.controlChars',
} as const satisfies Record<string, ResourceTextKey>;
