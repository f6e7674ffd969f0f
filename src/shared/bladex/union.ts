/** Wire types of the trade-union calls beyond CRUD (spec 001 §7 `blade-tradeUnion`), shared by server and renderer. */

/** `tradeUnion/getStatics`: members and welfare figures of one union (`id`) or all of the caller's. */
export interface UnionStatics {
  readonly unionCount: number;
  readonly vip: number;
  readonly welfareCount: number;
  readonly welfareAmount: number;
  readonly welfareUsed: number;
  readonly welfareNotUsed: number;
}

/** `tradeUnionWelfareUser/getListStatistics`: the welfare users of a search by use status, with the sums. */
export interface WelfareUserStatistics {
  readonly total: number;
  readonly unused: number;
  readonly inUse: number;
  readonly usedUp: number;
  readonly expired: number;
  readonly amount: number;
  readonly used: number;
  readonly notUse: number;
}

/** The answer of a welfare send (`welfareUserSend`, `welfareUserSendIdCards`): its record and counts. */
export interface WelfareSendResult {
  readonly recordId: string;
  readonly totalCount: number;
  readonly scount: number;
  readonly fcount: number;
}
