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

/** One member a send by selection could not reach: the id sent, the member's name when found, and why. */
export interface WelfareSendFailure {
  readonly id: string;
  readonly realName: string;
  readonly reason: string;
}

/**
 * The answer of a welfare send (`welfareUserSend`, `welfareUserSendIdCards`): its record and counts. A send to
 * members (`welfareUserSend`) also lists its failures, at most `WELFARE_SEND_FAILURES_SHOWN` of them (`fcount`
 * counts them all); a send by citizen IDs writes them to its import log instead.
 */
export interface WelfareSendResult {
  readonly recordId: string;
  readonly totalCount: number;
  readonly scount: number;
  readonly fcount: number;
  readonly failures?: readonly WelfareSendFailure[];
}

/** How many failures a send to members lists in its answer. */
export const WELFARE_SEND_FAILURES_SHOWN = 1000;

/**
 * The most ids or citizen IDs one send takes (checked by the server; the member picker stops there too). The two
 * routes accept a body large enough for them (`WELFARE_SEND_BODY_LIMIT`), beyond the server's usual 1 MiB.
 */
export const WELFARE_SEND_MAX = 200_000;
export const WELFARE_SEND_BODY_LIMIT = 8 * 1024 * 1024;
