import { pipeline, Transform, type Readable } from 'node:stream';

export interface IdleWatch {
  /** The body to send: the same bytes, passing through the watch. */
  stream: Readable;
  /** Aborted when the watch fires: hand it to the request. */
  signal: AbortSignal;
  /** True once the watch fired (the request then failed for silence, a timeout). */
  fired(): boolean;
  dispose(): void;
}

/**
 * A time limit for a streamed body that counts silence, not the whole trip. A 100 MB video to a slow remote server
 * may take many minutes and is fine while it moves; axios's own timeout runs on the wall clock until the answer
 * starts, and would cut it off after `requestTimeoutMs` (20 s by default).
 *
 * While the body is sent the limit restarts with every chunk the request takes, so a connection where nothing moves
 * for `timeoutMs` is given up. Once the last chunk is taken, megabytes may still sit in the socket buffers on both
 * ends while the server reads them at its own pace: the server then gets `timeoutMs` plus as long again as the body
 * took, to read the rest and answer.
 */
export const watchIdle = (source: Readable, timeoutMs: number): IdleWatch => {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = Date.now();
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(), ms);
  };
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      arm(timeoutMs);
      callback(null, chunk);
    },
    flush(callback) {
      arm(timeoutMs + (Date.now() - started));
      callback();
    },
  });
  arm(timeoutMs);
  // Either side failing or closing early closes the other: nothing is left half-read.
  pipeline(source, watch, () => undefined);
  return {
    stream: watch,
    signal: abort.signal,
    fired: () => abort.signal.aborted,
    dispose: () => clearTimeout(timer),
  };
};
