import { commonEn } from './common.en';
import { commonZh } from './common.zh';
import type { Widen } from './widen';

/**
 * The texts every resource shares (`res.common.*`). Each definition carries its own texts (zh, en) under
 * `res.<area>.<name>`; `resourceCatalogue` (src/shared/resources/texts.ts) joins them for the app catalogues.
 */
export { commonEn, commonZh };
export type { Widen };

/** Where the app catalogues mount the resource texts. */
export const RESOURCE_TEXT_ROOT = 'res';
