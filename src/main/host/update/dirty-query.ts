import type { Clock } from '../clock';
import type { Emit } from '../events';

/** How long windows have to answer; one that cannot answer that fast is hung or closing. */
export const DIRTY_ANSWER_MS = 1500;

/**
 * Asks every workspace window whether it holds unsaved work (event `forms.dirtyQuery`, answers on
 * `forms.dirtyAnswer`). Resolves true as soon as one says so, false once the answer time has passed with none.
 */
export const createDirtyQuery = (deps: { emit: Emit; clock: Clock; answerMs?: number }) => {
  let next = 0;
  const open = new Map<string, (dirty: boolean) => void>();
  return {
    ask(): Promise<boolean> {
      const queryId = `q${(next += 1)}`;
      return new Promise<boolean>((resolve) => {
        let timer: unknown = null;
        const finish = (dirty: boolean) => {
          if (!open.has(queryId)) return;
          open.delete(queryId);
          if (timer !== null) deps.clock.clearInterval(timer);
          resolve(dirty);
        };
        open.set(queryId, (dirty) => {
          if (dirty) finish(true);
        });
        timer = deps.clock.setInterval(() => finish(false), deps.answerMs ?? DIRTY_ANSWER_MS);
        deps.emit('forms.dirtyQuery', { queryId });
      });
    },
    /** A window's answer; answers to questions no longer open are ignored. */
    answer(queryId: string, dirty: boolean) {
      open.get(queryId)?.(dirty);
    },
  };
};

export type DirtyQuery = ReturnType<typeof createDirtyQuery>;
