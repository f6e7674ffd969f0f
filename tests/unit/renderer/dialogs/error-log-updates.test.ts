import { describe, expect, it } from 'vitest';
import {
  badgeText,
  errorAdded,
  errorLogCleared,
  errorsUploaded,
  formatLocalTime,
  initialErrorLogState,
  MAX_ERROR_LOG_ENTRIES,
  parseStoredLog,
  toEntry,
  toLogErrorRow,
  uploadBatches,
  type ErrorLogState,
} from '../../../../src/renderer/stores/updates/error-log-updates';

const at = new Date(2024, 4, 6, 7, 8, 9);
const add = (state: ErrorLogState, n: number) =>
  errorAdded(state, toEntry({ type: 'error', message: `m${n}` }, `id${n}`, at));
const fill = (count: number) => {
  let state = initialErrorLogState;
  for (let i = 1; i <= count; i += 1) state = add(state, i);
  return state;
};

describe('error log updates', () => {
  it('keeps the newest entry first', () => {
    const state = fill(3);
    expect(state.entries.map((e) => e.message)).toEqual(['m3', 'm2', 'm1']);
  });

  it('keeps at most 200 entries, dropping the oldest', () => {
    const state = fill(MAX_ERROR_LOG_ENTRIES + 5);
    expect(state.entries).toHaveLength(200);
    expect(state.entries[0].message).toBe('m205');
    expect(state.entries.at(-1)?.message).toBe('m6');
  });

  it('shows the count on the badge up to 99, then 99+, and nothing at zero', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(200)).toBe('99+');
  });

  it('stamps entries with local time in the BladeX format and fills the optional fields', () => {
    const entry = toEntry({ type: ' ', message: 'boom' }, 'x', at);
    expect(entry).toEqual({
      id: 'x',
      type: 'error',
      url: '',
      message: 'boom',
      stack: '',
      info: '',
      time: '2024-05-06 07:08:09',
    });
    expect(formatLocalTime(new Date(2024, 11, 31, 23, 59, 0))).toBe('2024-12-31 23:59:00');
  });

  it('clears everything, and after an upload removes only what was sent', () => {
    const state = fill(3);
    expect(errorLogCleared(state).entries).toEqual([]);
    expect(errorsUploaded(state, new Set(['id1', 'id3'])).entries.map((e) => e.id)).toEqual(['id2']);
  });

  it('maps an entry onto the server LogError fields, splitting a failed call into method and uri', () => {
    const call = toEntry(
      { type: 'http', url: 'GET /api/blade-system/menu/routes', message: 'nope (500)', info: '{"a":1}', stack: 's' },
      'c',
      at,
    );
    expect(toLogErrorRow(call)).toEqual({
      requestUri: '/api/blade-system/menu/routes',
      method: 'GET',
      message: 'nope (500)',
      stackTrace: 's',
      exceptionName: 'http',
      params: '{"a":1}',
      createTime: '2024-05-06 07:08:09',
    });
    const page = toEntry({ type: 'error', url: 'http://127.0.0.1/wel/index', message: 'x'.repeat(2500) }, 'p', at);
    const row = toLogErrorRow(page);
    expect(row.method).toBe('');
    expect(row.requestUri).toBe('http://127.0.0.1/wel/index');
    expect(row.message).toHaveLength(2000);
  });

  it('uploads oldest first in batches of at most 100', () => {
    const batches = uploadBatches(fill(150).entries);
    expect(batches.map((b) => b.length)).toEqual([100, 50]);
    expect(batches[0][0].message).toBe('m1');
    expect(batches[1].at(-1)?.message).toBe('m150');
  });

  it('reads back what sessionStorage held and ignores anything else', () => {
    const stored = JSON.stringify(fill(2).entries);
    expect(parseStoredLog(stored).entries.map((e) => e.id)).toEqual(['id2', 'id1']);
    expect(parseStoredLog(null)).toEqual(initialErrorLogState);
    expect(parseStoredLog('{not json')).toEqual(initialErrorLogState);
    expect(parseStoredLog('{"a":1}')).toEqual(initialErrorLogState);
    expect(parseStoredLog('[{"id":1},' + stored.slice(1)).entries).toHaveLength(2);
  });
});
