import type { ExportFinished, ExportProgress } from '../../shared/contract/export';

/** The export dialog's state: one export at a time per button. */
export type ExportState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; exportId: string; written: number; total: number | null }
  | { phase: 'done'; exportId: string; written: number; fileName: string; downloadUrl?: string; revealable: boolean }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

export type ExportAction =
  | { type: 'start' }
  | { type: 'started'; exportId: string }
  /** The user closed the save dialog: nothing runs. */
  | { type: 'declined' }
  | { type: 'refused'; message: string }
  | { type: 'progress'; event: ExportProgress }
  | { type: 'finished'; event: ExportFinished }
  | { type: 'close' };

export const initialExportState: ExportState = { phase: 'idle' };

const isOurs = (state: ExportState, exportId: string) => state.phase === 'running' && state.exportId === exportId;

/**
 * Pure transitions. Events of other exports (another button, another window) are ignored; progress only
 * moves forward, so a late event never makes the bar jump back.
 */
export const exportReducer = (state: ExportState, action: ExportAction): ExportState => {
  switch (action.type) {
    case 'start':
      return state.phase === 'starting' || state.phase === 'running' ? state : { phase: 'starting' };
    case 'started':
      return state.phase === 'starting'
        ? { phase: 'running', exportId: action.exportId, written: 0, total: null }
        : state;
    case 'declined':
      return state.phase === 'starting' ? initialExportState : state;
    case 'refused':
      return state.phase === 'starting' ? { phase: 'failed', message: action.message } : state;
    case 'progress':
      if (state.phase !== 'running' || !isOurs(state, action.event.exportId)) return state;
      return action.event.written < state.written
        ? state
        : { ...state, written: action.event.written, total: action.event.total };
    case 'finished': {
      const { event } = action;
      if (state.phase !== 'running' || !isOurs(state, event.exportId)) return state;
      if (event.ok) {
        return {
          phase: 'done',
          exportId: event.exportId,
          written: event.written,
          fileName: event.fileName,
          downloadUrl: event.downloadUrl,
          revealable: event.revealable === true,
        };
      }
      return event.cancelled ? { phase: 'cancelled' } : { phase: 'failed', message: event.error ?? '' };
    }
    case 'close':
      return state.phase === 'starting' || state.phase === 'running' ? state : initialExportState;
  }
};

/** Share of the work done, 0..1, or null while the total is unknown. */
export const exportShare = (state: ExportState): number | null => {
  if (state.phase === 'done') return 1;
  if (state.phase !== 'running' || state.total === null) return null;
  return state.total === 0 ? 1 : Math.min(1, state.written / state.total);
};
