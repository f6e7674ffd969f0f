import type { Result } from '../../../shared/contract/result';
import type { WorkspaceApi } from '../../../shared/contract/window-api';
import { toLogErrorRow, uploadBatches, type ErrorLogEntry } from '../../stores/updates/error-log-updates';

export const SAVE_ERROR_LOG_URL = '/api/blade-log/log/saveErrorLog';

/**
 * Sends the entries to the server in batches it accepts, oldest first. Returns the ids that arrived,
 * so a failure half-way clears only what was sent. Not logged itself: a failing upload must not
 * grow the log it is trying to empty.
 */
export const uploadErrorLog = async (
  api: Pick<WorkspaceApi, 'invoke'>,
  entries: readonly ErrorLogEntry[],
): Promise<{ sent: Set<string>; failure: Result<unknown> | null }> => {
  const sent = new Set<string>();
  for (const batch of uploadBatches(entries)) {
    const result = await api.invoke('http.request', {
      method: 'POST',
      url: SAVE_ERROR_LOG_URL,
      data: batch.map(toLogErrorRow),
    });
    if (!result.ok) return { sent, failure: result };
    for (const entry of batch) sent.add(entry.id);
  }
  return { sent, failure: null };
};
