import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ExportFinished, ExportProgress, ExportStartInput } from '../../shared/contract/export';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { exportReducer, initialExportState, type ExportState } from './export-state';

/** The slice of `window.api` an export uses (tests hand in a fake). */
export type ExportApi = Pick<WorkspaceApi, 'invoke' | 'on'>;

type HostEvent = { type: 'progress'; event: ExportProgress } | { type: 'finished'; event: ExportFinished };

/** Starts the browser download of a finished export from the host's one-time same-origin URL. */
export const triggerDownload = (url: string, fileName: string, doc: Document = document): void => {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
};

export interface ExportControl {
  state: ExportState;
  start(request: ExportStartInput): Promise<void>;
  cancel(): Promise<void>;
  reveal(): Promise<void>;
  close(): void;
}

/**
 * Runs one export through the host and follows its events. The host does the work; this only listens,
 * so the window stays as responsive during an export of 100 000 rows as it is at rest.
 */
export const useExport = (api: ExportApi): ExportControl => {
  const [state, dispatch] = useReducer(exportReducer, initialExportState);
  /** The export this button runs, set the moment the host names it (events may follow at once). */
  const activeId = useRef<string | null>(null);
  const starting = useRef(false);
  /** Events that arrive between the host starting the export and `export.start` answering. */
  const early = useRef<HostEvent[] | null>(null);

  const receive = useCallback((hostEvent: HostEvent) => {
    dispatch(hostEvent);
    const { event } = hostEvent;
    if (hostEvent.type === 'finished' && event.exportId === activeId.current) {
      activeId.current = null;
      if (hostEvent.event.ok && hostEvent.event.downloadUrl) {
        triggerDownload(hostEvent.event.downloadUrl, hostEvent.event.fileName);
      }
    }
  }, []);

  useEffect(() => {
    const deliver = (hostEvent: HostEvent) => {
      if (early.current) early.current.push(hostEvent);
      else receive(hostEvent);
    };
    const offProgress = api.on('export.progress', (event) => deliver({ type: 'progress', event }));
    const offFinished = api.on('export.finished', (event) => deliver({ type: 'finished', event }));
    return () => {
      offProgress();
      offFinished();
    };
  }, [api, receive]);

  const start = useCallback(
    async (request: ExportStartInput) => {
      if (starting.current || activeId.current !== null) return;
      starting.current = true;
      dispatch({ type: 'start' });
      early.current = [];
      const result = await api.invoke('export.start', request);
      const buffered = early.current;
      early.current = null;
      starting.current = false;
      if (!result.ok) return dispatch({ type: 'refused', message: result.error.message });
      const { exportId } = result.data;
      if (exportId === null) return dispatch({ type: 'declined' });
      activeId.current = exportId;
      dispatch({ type: 'started', exportId });
      for (const hostEvent of buffered) if (hostEvent.event.exportId === exportId) receive(hostEvent);
    },
    [api, receive],
  );

  const cancel = useCallback(async () => {
    const exportId = activeId.current;
    if (exportId !== null) await api.invoke('export.cancel', { exportId });
  }, [api]);

  const reveal = useCallback(async () => {
    if (state.phase === 'done' && state.revealable) await api.invoke('export.reveal', { exportId: state.exportId });
  }, [api, state]);

  const close = useCallback(() => dispatch({ type: 'close' }), []);

  return { state, start, cancel, reveal, close };
};
