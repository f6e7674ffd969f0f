import {
  applySearchChange,
  invokeChannels,
  noSearches,
  type Draft,
  type DraftTarget,
  type InvokeChannel,
  type ScreenSearches,
} from '../../../../src/shared/contract';
import type { Result } from '../../../../src/shared/contract/result';
import type { FakeApi } from '../fake-api';

/**
 * A stand-in for the host's memory of one signed-in user (the real one is tested in tests/unit/host/screen-memory):
 * the contract's schemas parse every call as main does, saved-search changes follow the contract's
 * `applySearchChange`, drafts sit in a map. Give the same instance to a second render to see what a reopened
 * screen finds.
 */
export const screenMemoryHost = () => {
  const searches = new Map<string, ScreenSearches>();
  const drafts = new Map<string, Draft>();
  const idOf = (target: DraftTarget) => `${target.screen}\n${target.record}`;
  let now = Date.UTC(2024, 4, 1, 1, 30);
  const refusals = {
    nameTaken: '已有同名的搜索，请换一个名称',
    notFound: '该搜索已不存在，请刷新后再试',
    tooMany: '本页面保存的搜索已达上限（20 个），请先删除不用的搜索',
  };

  const parsed = <C extends InvokeChannel>(channel: C, input: unknown, then: (data: never) => Result<unknown>) => {
    const result = invokeChannels[channel].input.safeParse(input);
    if (!result.success) return { ok: false as const, error: { code: 'invalid-payload' as const, message: channel } };
    return then(result.data as never);
  };

  return {
    searches,
    drafts,
    draft: (target: DraftTarget) => drafts.get(idOf(target)) ?? null,
    putDraft: (target: DraftTarget, values: Draft['values'], savedAt = now) =>
      drafts.set(idOf(target), { values, savedAt }),
    setNow: (ms: number) => {
      now = ms;
    },
    /** Serves the five channels on the fake API (after `grantButtons`, which resets it). */
    attach(api: FakeApi) {
      api.handle(
        'searches.list',
        (input) =>
          parsed('searches.list', input, ({ screen }: { screen: string }) => ({
            ok: true,
            data: searches.get(screen) ?? noSearches(),
          })) as never,
      );
      api.handle(
        'searches.change',
        (input) =>
          parsed('searches.change', input, ({ screen, change }) => {
            const outcome = applySearchChange(searches.get(screen) ?? noSearches(), change);
            if (!outcome.ok) {
              const message = refusals[outcome.refusal];
              const field = (change as { kind: string }).kind === 'rename' ? 'to' : 'name';
              return { ok: false, error: { code: 'validation', message, fieldErrors: { [field]: message } } };
            }
            searches.set(screen, outcome.next);
            return { ok: true, data: outcome.next };
          }) as never,
      );
      api.handle(
        'drafts.get',
        (input) =>
          parsed('drafts.get', input, (target: DraftTarget) => ({
            ok: true,
            data: drafts.get(idOf(target)) ?? null,
          })) as never,
      );
      api.handle(
        'drafts.put',
        (input) =>
          parsed('drafts.put', input, ({ values, ...target }: DraftTarget & { values: Draft['values'] }) => {
            drafts.set(idOf(target), { values, savedAt: now });
            return { ok: true, data: { savedAt: now } };
          }) as never,
      );
      api.handle(
        'drafts.discard',
        (input) =>
          parsed('drafts.discard', input, (target: DraftTarget) => {
            drafts.delete(idOf(target));
            return { ok: true, data: null };
          }) as never,
      );
    },
  };
};
