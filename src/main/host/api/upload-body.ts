import { Readable } from 'node:stream';
import type { EncodedBody } from './http-sender';

/** Slices the body is handed to the HTTP request in: small enough for a smooth percentage, big enough to be cheap. */
export const UPLOAD_CHUNK_BYTES = 64 * 1024;
/** At most about ten progress events a second; the last byte is always reported. */
export const UPLOAD_PROGRESS_INTERVAL_MS = 100;

/**
 * Encodes the form once, as fetch would send it: the bytes (as the encoder's pieces, not joined into one more copy of
 * a 100 MB video), their length, and the content type that names the boundary. Knowing the length up front gives the
 * exact Content-Length, which some servers and proxies insist on.
 */
export const encodeForm = async (
  form: FormData,
): Promise<{ pieces: Uint8Array[]; length: number; contentType: string }> => {
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (!contentType?.startsWith('multipart/form-data') || !response.body) {
    throw new Error('the form did not encode as multipart');
  }
  const pieces: Uint8Array[] = [];
  let length = 0;
  // A reader rather than `for await`: the DOM typings some configs compile this with lack the stream's iterator.
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    pieces.push(read.value);
    length += read.value.byteLength;
  }
  return { pieces, length, contentType };
};

/**
 * Reports `sent` at most once per `intervalMs` and always when it reaches `total`, so a fast local upload does not
 * flood the windows with events while a slow remote one still moves its bar several times a second.
 */
export const throttleProgress = (opts: {
  total: number;
  intervalMs: number;
  now: () => number;
  report: (sent: number) => void;
}): ((sent: number) => void) => {
  let last = Number.NEGATIVE_INFINITY;
  let reported = -1;
  return (sent) => {
    if (sent <= reported) return;
    const at = opts.now();
    if (sent < opts.total && at - last < opts.intervalMs) return;
    last = at;
    reported = sent;
    opts.report(sent);
  };
};

/**
 * The pieces as one stream the HTTP request pulls from, slice by slice, calling `onSent` with the running count as
 * each slice is taken. The request takes a slice only when the socket drained the previous ones (backpressure), so
 * the count follows the network, ahead of it by no more than the socket buffers.
 */
export const countingStream = (
  pieces: readonly Uint8Array[],
  onSent: (sent: number) => void,
  chunkBytes = UPLOAD_CHUNK_BYTES,
): Readable => {
  let index = 0;
  let offset = 0;
  let sent = 0;
  return new Readable({
    highWaterMark: chunkBytes,
    read() {
      while (index < pieces.length && offset >= pieces[index].byteLength) {
        index += 1;
        offset = 0;
      }
      if (index >= pieces.length) {
        this.push(null);
        return;
      }
      const piece = pieces[index];
      const end = Math.min(offset + chunkBytes, piece.byteLength);
      // A view, not a copy: a 100 MB video stays one buffer however it is sliced.
      const slice = Buffer.from(piece.buffer, piece.byteOffset + offset, end - offset);
      offset = end;
      sent += slice.byteLength;
      this.push(slice);
      onSent(sent);
    },
  });
};

/** The form encoded once and wrapped so its progress is reported as the request sends it. */
export const progressBody = async (
  form: FormData,
  onProgress: (sent: number, total: number) => void,
  opts: { now?: () => number; intervalMs?: number; chunkBytes?: number } = {},
): Promise<EncodedBody> => {
  const { pieces, length: total, contentType } = await encodeForm(form);
  const report = throttleProgress({
    total,
    intervalMs: opts.intervalMs ?? UPLOAD_PROGRESS_INTERVAL_MS,
    now: opts.now ?? Date.now,
    report: (sent) => onProgress(sent, total),
  });
  return { stream: countingStream(pieces, report, opts.chunkBytes), length: total, contentType };
};
