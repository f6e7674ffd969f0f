import { WELFARE_SEND_MAX } from '../../../../shared/bladex/union';

/** A union member as the picker lists and keeps them. */
export interface PickableMember {
  readonly id: string;
  readonly realName: string;
  readonly idCard: string;
  readonly tradeUnionId: string;
}

/**
 * The members picked for a send, kept by id across pages and searches (a new search does not drop what was
 * picked before), in the order they were picked. Never more than one send takes.
 */
export type MemberPicks = ReadonlyMap<string, PickableMember>;

export const noPicks: MemberPicks = new Map();

/** Whether every, some or none of a page's rows are picked: the page's header checkbox. */
export const pageState = (picks: MemberPicks, page: readonly PickableMember[]): boolean | 'mixed' => {
  const picked = page.filter((member) => picks.has(member.id)).length;
  return picked === 0 ? false : picked === page.length ? true : 'mixed';
};

/** Picks the members not yet picked, up to the limit of one send; `dropped` says how many did not fit. */
export const pickAll = (
  picks: MemberPicks,
  members: readonly PickableMember[],
  limit = WELFARE_SEND_MAX,
): { picks: MemberPicks; dropped: number } => {
  const next = new Map(picks);
  let dropped = 0;
  for (const member of members) {
    if (next.has(member.id)) continue;
    if (next.size >= limit) dropped += 1;
    else next.set(member.id, member);
  }
  return { picks: next, dropped };
};

/** Un-picks the given members. */
export const unpick = (picks: MemberPicks, members: readonly PickableMember[]): MemberPicks => {
  const next = new Map(picks);
  for (const member of members) next.delete(member.id);
  return next;
};

/** One row's checkbox: picks it, or un-picks it when it was picked. */
export const togglePick = (
  picks: MemberPicks,
  member: PickableMember,
  limit = WELFARE_SEND_MAX,
): { picks: MemberPicks; dropped: number } =>
  picks.has(member.id) ? { picks: unpick(picks, [member]), dropped: 0 } : pickAll(picks, [member], limit);

/** The page's header checkbox: a fully picked page is un-picked, otherwise the rest of it is picked. */
export const togglePage = (
  picks: MemberPicks,
  page: readonly PickableMember[],
  limit = WELFARE_SEND_MAX,
): { picks: MemberPicks; dropped: number } =>
  pageState(picks, page) === true ? { picks: unpick(picks, page), dropped: 0 } : pickAll(picks, page, limit);
