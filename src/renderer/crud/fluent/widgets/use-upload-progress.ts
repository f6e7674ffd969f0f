import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkspaceApi } from '../../../../shared/contract/window-api';
import { getApi } from '../../../platform/api';

/** The slice of `window.api` progress needs (tests hand in a fake). */
export type UploadEvents = Pick<WorkspaceApi, 'on'>;

let uploadsStarted = 0;

/**
 * A fresh id for one upload. Every window hears every upload's events, so the id must not repeat across windows:
 * a random UUID where the page has one, otherwise time, a counter and randomness.
 */
export const newUploadId = (): string => {
  uploadsStarted += 1;
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  return `up-${Date.now().toString(36)}-${uploadsStarted}-${Math.random().toString(36).slice(2, 10)}`;
};

export interface UploadProgressControl {
  /** The share of the upload sent, 0..1; null until the host's first event (the bar is indeterminate until then). */
  fraction: number | null;
  /** Starts following a new upload and answers its id, to send with `http.upload`. */
  track(): string;
  /** Stops following it: the upload answered. */
  stop(): void;
}

/** Follows the host's `upload.progress` events for one upload at a time. */
export const useUploadProgress = (events: UploadEvents = getApi()): UploadProgressControl => {
  const [fraction, setFraction] = useState<number | null>(null);
  const unsubscribe = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    unsubscribe.current?.();
    unsubscribe.current = null;
  }, []);

  const track = useCallback(() => {
    stop();
    const uploadId = newUploadId();
    setFraction(null);
    unsubscribe.current = events.on('upload.progress', (event) => {
      if (event.uploadId !== uploadId || event.total <= 0) return;
      const next = Math.min(1, event.sent / event.total);
      setFraction((current) => Math.max(current ?? 0, next));
    });
    return uploadId;
  }, [events, stop]);

  // A form closed mid-upload stops listening; the host finishes the upload on its own.
  useEffect(() => stop, [stop]);

  return { fraction, track, stop };
};
