import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/shared/contract/result';

/** A Storage in memory: the node project has no sessionStorage. */
class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const storage = new MemoryStorage();

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

const loadStore = () => import('../../../../src/renderer/stores/error-log-store');

describe('error log store', () => {
  it('persists entries in sessionStorage, so a reload (a fresh module) still has them', async () => {
    const first = await loadStore();
    first.reportError({ type: 'error', url: '/wel/index', message: 'first' });
    first.reportError({ type: 'http', url: 'GET /api/blade-x/y', message: 'second' });
    expect(first.useErrorLogStore.getState().entries.map((e) => e.message)).toEqual(['second', 'first']);

    vi.resetModules();
    const reloaded = await loadStore();
    expect(reloaded.useErrorLogStore.getState().entries.map((e) => e.message)).toEqual(['second', 'first']);
    reloaded.errorLogActions.clear();
    expect(JSON.parse(storage.getItem(reloaded.ERROR_LOG_STORAGE_KEY) ?? 'null')).toEqual([]);
  });

  it('logs failed calls of code http, network and internal, and nothing else', async () => {
    const store = await loadStore();
    const { requestOrLog } = await import('../../../../src/renderer/platform/request-or-log');
    const answers: Array<Result<{ status: number; data: unknown }>> = [
      { ok: false, error: { code: 'http', message: '服务器错误', status: 500 } },
      { ok: false, error: { code: 'network', message: 'timeout' } },
      { ok: false, error: { code: 'internal', message: 'bug' } },
      { ok: false, error: { code: 'silent', message: '' } },
      { ok: false, error: { code: 'unauthorized', message: 'expired' } },
      { ok: true, data: { status: 200, data: {} } },
    ];
    for (const answer of answers) {
      const api = { invoke: vi.fn(async () => answer) } as unknown as Parameters<typeof requestOrLog>[1];
      const result = await requestOrLog({ method: 'GET', url: '/api/blade-system/menu/routes', params: { a: 1 } }, api);
      expect(result).toBe(answer);
    }
    const entries = store.useErrorLogStore.getState().entries;
    expect(entries.map((e) => e.type)).toEqual(['internal', 'network', 'http']);
    expect(entries[2]).toMatchObject({
      url: 'GET /api/blade-system/menu/routes',
      message: '服务器错误 (500)',
      info: '{"a":1}',
    });
  });
});
