import type { WriteArgs } from '../../crud/submit';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';

/**
 * Spec 001 §5 "School guide": the registration start and end cannot be earlier than the present. Checked when a
 * guide or notice is added, and on an edit only for a time the edit changes (an old guide whose window has
 * passed can still have its text corrected). The end must not be before the start either.
 */
export const checkRegistrationWindow = (args: WriteArgs, nowMs: number): void => {
  const now = formatDateTime(nowMs);
  const { values, existing, mode } = args;
  for (const column of ['record_time_start', 'record_time_end']) {
    const value = values[column];
    if (typeof value !== 'string' || !value) continue;
    const changed = mode === 'create' || String(existing?.[column] ?? '') !== value;
    if (changed && value < now) throw badRequest('报名开始和结束时间不能早于当前时间');
  }
  const start = String(values.record_time_start ?? existing?.record_time_start ?? '');
  const end = String(values.record_time_end ?? existing?.record_time_end ?? '');
  if (start && end && end < start) throw badRequest('报名结束时间不能早于开始时间');
};
