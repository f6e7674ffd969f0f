import { fail, ok, type Result } from '../../../shared/contract/result';
import type { ApiClient } from '../api/api-client';
import type { ExportStart } from '../../../shared/contract/export';

/** One page of a list answer: its rows and the list's total. */
export interface ListPage {
  records: readonly Record<string, unknown>[];
  total: number;
  /** True when the answer was a plain list (`R<List>`): there is no next page to ask for. */
  whole: boolean;
}

export type FetchPage = (current: number, size: number) => Promise<Result<ListPage>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads `R<Page<T>>` (`data.records`, `data.total`) or `R<List<T>>` (`data` an array, bladex-contract.md
 * §1.5). Anything else is refused with `badAnswer`: writing a sheet from a shape we do not understand
 * would export nonsense quietly.
 */
export const readListAnswer = (body: unknown): ListPage | null => {
  const data = isRecord(body) ? body.data : undefined;
  if (Array.isArray(data)) {
    const records = data.filter(isRecord);
    return { records, total: records.length, whole: true };
  }
  if (!isRecord(data) || !Array.isArray(data.records)) return null;
  const total = Number(data.total);
  const records = data.records.filter(isRecord);
  return { records, total: Number.isFinite(total) && total >= 0 ? Math.floor(total) : records.length, whole: false };
};

/** Pages through the list endpoint with the window's search, through the host's api client (its headers). */
export const createPageFetcher =
  (api: Pick<ApiClient, 'call'>, request: Pick<ExportStart, 'endpoint' | 'params'>, badAnswer: string): FetchPage =>
  async (current, size) => {
    const answer = await api.call(
      // A page of a big filtered list may take the server a while: more than the 20 s of a screen's call.
      { method: 'GET', path: request.endpoint, params: { ...request.params, current, size }, timeoutMs: 120_000 },
    );
    if (!answer.ok) return answer;
    const page = readListAnswer(answer.data.data);
    return page ? ok(page) : fail('http', badAnswer);
  };
