/**
 * One colour per category on every view (issue 19 item 18): a chart looks its colour up by what a slice IS, never
 * by its position, so 分销商 is orange in view 3's rings and on the finance page's ring alike.
 */

/** Order sources (spec 000 §9: 1 operator, 2 distributor, 3 other online platform). */
export const SOURCE_COLOURS = { operator: '#2fc5ff', distributor: '#ffb43c', platform: '#5ad8a6' } as const;
export type SourceKey = keyof typeof SOURCE_COLOURS;

/** Trade types (文旅体验, 百货商品, 城市生活), in views 1, 4, 5 and the finance composition. */
export const TRADE_COLOURS = { experience: '#2fc5ff', goods: '#ffb43c', life: '#5ad8a6' } as const;
export type TradeKey = keyof typeof TRADE_COLOURS;

/** Payment methods on the finance page. */
export const PAY_COLOURS = { online: '#2fc5ff', qr: '#ffb43c' } as const;

/** Users (view 5's age chart), beside the trade types' shares. */
export const USERS_COLOUR = '#b37feb';
