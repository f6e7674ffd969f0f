/** Names of the enumerations (spec 000 §9): the shared ones the renderer and the seeded dictionaries use too. */
export { ORDER_SOURCE_NAMES as SOURCE_NAMES, PRODUCT_TYPE_NAMES, TRADE_TYPE_NAMES } from '../../../shared/board-enums';
export const AGE_BANDS = ['18-30', '30-40', '40-50', '50-65', '65+'] as const;
