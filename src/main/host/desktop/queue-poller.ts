import type { Result } from '../../../shared/contract';
import { noQueueCounts, type QueueCounts, type QueueSource } from '../../../shared/queues';
import type { OutgoingRequest } from '../api/http-sender';
import type { Clock } from '../clock';
import type { Logger } from '../log';

/** How often the counts are read: a queue is worked in minutes, not seconds, and every operator's PC asks. */
export const QUEUE_POLL_MS = 60_000;

/** A native notification (Electron's Notification); its click opens `route`. */
export interface QueueNotice {
  title: string;
  body: string;
  route: string;
}

/** The desktop's way of telling: notifications and the taskbar/dock badge. Absent in the browser host. */
export interface QueueNotifier {
  notify(notice: QueueNotice): void;
  /** The sum of every queue; 0 clears the badge. */
  setBadge(total: number): void;
}

export interface QueuePoller {
  start(): void;
  dispose(): void;
  /** One poll now (the timer calls it; so does a sign-in or an unlock, to be current at once). */
  poll(): Promise<void>;
  view(): QueueCounts;
}

type Answer = Result<{ status: number; data: unknown }>;

/** `data.total` of a successful BladeX `R<Page>`, or null when the answer is not one. */
const totalOf = (body: unknown): number | null => {
  if (body === null || typeof body !== 'object') return null;
  const { data } = body as { data?: unknown };
  if (data === null || typeof data !== 'object') return null;
  const total = Number((data as { total?: unknown }).total);
  return Number.isInteger(total) && total >= 0 ? total : null;
};

/**
 * The server will not answer this user this (a grant, or a server without the call): ask again next session. A 401
 * counts too: BladeX refuses a role's `@PreAuth` with it (the poll is a background call, which never ends a session).
 */
const isRefusal = (answer: Answer): boolean =>
  !answer.ok &&
  (answer.error.code === 'forbidden' ||
    answer.error.code === 'unauthorized' ||
    (answer.error.code === 'http' && answer.error.status !== 500));

/**
 * Reads the count of every queue the signed-in user may read, once a minute while signed in and unlocked, through the
 * host's API client (so 401 refreshes and the OS network stack apply). Counts change → `emit` (the windows' badge
 * button) and the taskbar/dock badge; a queue that grew → a notification naming it. The first read after a sign-in
 * tells what already waits in one notification. A failed read keeps the last counts: a server outage is not "no work".
 */
export const createQueuePoller = (deps: {
  clock: Clock;
  sources: readonly QueueSource[];
  call: (request: OutgoingRequest) => Promise<Answer>;
  /** Signed in, not locked, not the board account: who may be asked for work. */
  canPoll(): boolean;
  /** Who is signed in (`tenant/account`), null when nobody: another user starts from nothing. */
  who(): string | null;
  emit(counts: QueueCounts): void;
  notifier?: QueueNotifier;
  /** The notification texts in the current language. */
  notice(
    grown: readonly { source: QueueSource; count: number; added: number }[],
    total: number,
    first: boolean,
  ): QueueNotice;
  log: Logger;
  intervalMs?: number;
}): QueuePoller => {
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let owner: string | null = null;
  let counts = new Map<string, number>();
  let refused = new Set<string>();
  let at: number | null = null;
  let told = false;
  let lastBadge = -1;

  const view = (): QueueCounts => {
    const queues = deps.sources
      .filter((s) => counts.has(s.id))
      .map((s) => ({ id: s.id, count: counts.get(s.id) ?? 0 }));
    return { queues, total: queues.reduce((sum, q) => sum + q.count, 0), at };
  };

  const publish = (before: string) => {
    const current = view();
    if (JSON.stringify({ ...current, at: null }) !== before) deps.emit(current);
    if (current.total !== lastBadge) {
      lastBadge = current.total;
      deps.notifier?.setBadge(current.total);
    }
  };

  const reset = (who: string | null) => {
    const before = JSON.stringify({ ...view(), at: null });
    owner = who;
    counts = new Map();
    refused = new Set();
    at = null;
    told = false;
    if (before !== JSON.stringify({ ...noQueueCounts, at: null })) deps.emit(noQueueCounts);
    if (lastBadge !== 0) {
      lastBadge = 0;
      deps.notifier?.setBadge(0);
    }
  };

  const round = async () => {
    const who = deps.who();
    if (who !== owner) reset(who);
    if (who === null || !deps.canPoll()) return;
    const before = JSON.stringify({ ...view(), at: null });
    const previous = new Map(counts);
    let read = false;
    for (const source of deps.sources) {
      if (refused.has(source.id)) continue;
      const answer = await deps.call({
        method: 'GET',
        path: source.request.path,
        params: { ...source.request.params, current: 1, size: 1 },
      });
      // The session ended or changed while the round ran: its answers belong to nobody now.
      if (deps.who() !== owner) return;
      const total = answer.ok ? totalOf(answer.data.data) : null;
      if (total !== null) {
        counts.set(source.id, total);
        read = true;
      } else if (isRefusal(answer) || answer.ok) {
        refused.add(source.id);
        counts.delete(source.id);
        deps.log.info(
          `queues: ${source.id} is not open to this user (${answer.ok ? 'no page' : answer.error.message})`,
        );
      }
    }
    if (!read) return publish(before);
    at = deps.clock.now();
    const grown = deps.sources
      .filter((s) => counts.has(s.id))
      .map((source) => ({
        source,
        count: counts.get(source.id) ?? 0,
        added: (counts.get(source.id) ?? 0) - (previous.get(source.id) ?? 0),
      }))
      .filter((g) => (told ? previous.has(g.source.id) && g.added > 0 : g.count > 0));
    publish(before);
    if (grown.length > 0 && deps.notifier) deps.notifier.notify(deps.notice(grown, view().total, !told));
    told = true;
  };

  const poll = () => {
    running ??= round()
      .catch((error: unknown) => deps.log.error('queues: poll failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    start() {
      timer ??= deps.clock.setInterval(() => void poll(), deps.intervalMs ?? QUEUE_POLL_MS);
    },
    dispose() {
      if (timer !== null) deps.clock.clearInterval(timer);
      timer = null;
    },
    poll,
    view,
  };
};
