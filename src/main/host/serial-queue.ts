/**
 * Runs async tasks one at a time, in order. Session changes (sign-in, refresh, sign-out) go
 * through one queue so the vault never sees a write and a delete race each other.
 */
export const createSerialQueue = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
};
