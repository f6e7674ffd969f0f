import type { WorkspaceApi } from '../../shared/contract/window-api';
import { forwardErrorsTo } from '../stores/error-log-store';
import { hasUnsavedWork } from './dirty-forms';

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

/**
 * What every window tells main without being asked by a screen: each error it logs (for logs/renderer.log), and
 * whether it holds unsaved work when main wants to restart for an update.
 */
export const connectMainBridges = (api: Pick<WorkspaceApi, 'invoke' | 'on' | 'kind'>): void => {
  forwardErrorsTo((report) => {
    void api.invoke('log.rendererError', {
      type: report.type.slice(0, 64),
      message: report.message.slice(0, 2000),
      url: clip(report.url, 1024),
      stack: clip(report.stack, 8000),
      info: clip(report.info, 2000),
    });
  });
  if (api.kind === 'board') return;
  api.on('forms.dirtyQuery', ({ queryId }) => {
    void api.invoke('forms.dirtyAnswer', { queryId, dirty: hasUnsavedWork() });
  });
};
