import type { PolicyView } from '../../../shared/policy';
import type { Clock } from '../clock';
import type { Logger } from '../log';
import { emptyPolicy, mergePolicies, policyView, type IgnoredPolicy, type Policy } from './policy-merge';
import type { PolicyReader, RawPolicy } from './policy-source';

export interface PolicyService {
  current(): Policy;
  view(): PolicyView;
  /** Reads every source once; the host starts after this so no request uses an unforced setting. */
  start(): Promise<void>;
  /** Reads again now (the poll does this every `pollMs`); resolves once the new policy is in force. */
  refresh(): Promise<void>;
  onChange(listener: (policy: Policy) => void): () => void;
  dispose(): void;
}

/** How often policy is read again: IT's change reaches a running app within this time. */
export const POLICY_POLL_MS = 60_000;

/**
 * IT policy from its sources, most binding first, read at start and every minute after ("watched": registry change
 * notifications and managed-preference pushes have no portable event, a minute's poll of a few small reads does).
 * A source that exists but cannot be read is logged and listed; the others still apply.
 */
export const createPolicyService = (deps: {
  readers: readonly PolicyReader[];
  clock: Clock;
  log: Logger;
  pollMs?: number;
}): PolicyService => {
  let policy: Policy = emptyPolicy;
  let text = JSON.stringify(policy);
  let timer: unknown = null;
  let disposed = false;
  const listeners = new Set<(policy: Policy) => void>();

  const readAll = async (): Promise<Policy> => {
    const raws: RawPolicy[] = [];
    const unreadable: IgnoredPolicy[] = [];
    const results = await Promise.allSettled(deps.readers.map((reader) => reader.read()));
    results.forEach((result, index) => {
      const reader = deps.readers[index];
      if (result.status === 'fulfilled') {
        if (result.value) raws.push(result.value);
        return;
      }
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      unreadable.push({ policyName: '*', source: reader.source, reason: `${reader.location}: ${reason}` });
    });
    return mergePolicies(raws, unreadable);
  };

  const refresh = async () => {
    const next = await readAll();
    if (disposed) return;
    const nextText = JSON.stringify(next);
    if (nextText === text) return;
    const first = policy === emptyPolicy;
    policy = next;
    text = nextText;
    const forced = Object.entries(next.origins).map(([name, origin]) => `${name} (${origin?.location})`);
    deps.log.info(`policy ${first ? 'in force' : 'changed'}: ${forced.length ? forced.join(', ') : 'nothing forced'}`);
    for (const ignored of next.ignored) {
      deps.log.warn(`policy ignored: ${ignored.policyName} from ${ignored.source}: ${ignored.reason}`);
    }
    for (const listener of listeners) listener(policy);
  };

  return {
    current: () => policy,
    view: () => policyView(policy),
    async start() {
      await refresh();
      timer ??= deps.clock.setInterval(() => {
        refresh().catch((error: unknown) => deps.log.error('policy: reading failed', error));
      }, deps.pollMs ?? POLICY_POLL_MS);
    },
    refresh,
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      if (timer !== null) deps.clock.clearInterval(timer);
      timer = null;
      listeners.clear();
    },
  };
};
