import { commonEn } from './common.en';
import { commonZh } from './common.zh';
import { memberEn } from './member.en';
import { memberZh } from './member.zh';
import { merchantEn } from './merchant.en';
import { merchantZh } from './merchant.zh';
import { orderEn } from './order.en';
import { orderZh } from './order.zh';
import { systemEn } from './system.en';
import { systemZh } from './system.zh';
import type { Widen } from './widen';

/**
 * The resource texts, one block per area plus `common`. The app catalogues merge them under `res`
 * (`res: resourcesZh` in zh.ts, `res: resourcesEn` in en.ts), so every key a definition holds is a full
 * app key such as `res.system.post.fields.postName`, usable with `t()` as it is.
 */
export const resourcesZh = {
  common: commonZh,
  system: systemZh,
  order: orderZh,
  merchant: merchantZh,
  member: memberZh,
};

export const resourcesEn = {
  common: commonEn,
  system: systemEn,
  order: orderEn,
  merchant: merchantEn,
  member: memberEn,
} satisfies Widen<typeof resourcesZh>;

export type ResourcesCatalogue = Widen<typeof resourcesZh>;

/** Where the app catalogues mount the resource texts. */
export const RESOURCE_TEXT_ROOT = 'res';

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every resource text as a full app key: `res.system.post.title`, `res.common.validation.integer`. */
export type ResourceTextKey = `res.${LeafPaths<typeof resourcesZh>}`;

export { commonEn, commonZh, memberEn, memberZh, merchantEn, merchantZh, orderEn, orderZh, systemEn, systemZh };
export type { Widen };
