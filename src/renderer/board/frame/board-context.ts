import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { getApi } from '../../platform/api';
import { useBoardSettings } from '../settings/board-settings';
import { BoardRequestError, unwrapBoardAnswer } from './board-request';

/** What every view reads: the header's chosen region and range, the view-4 tab, and a counter bumped by Query. */
export interface BoardQuery {
  /** '' = the whole tenant; 5329, a county (6 digits) or a town (9 digits). */
  cityCode: string;
  /** `yyyy-MM-dd HH:mm:ss`, or null when no range is chosen (then only the region is sent). */
  from: string | null;
  to: string | null;
  /** View 4's tab: 1 transaction ranking (layout style two), 2 business-format composition (style one). */
  fourMenu: 1 | 2;
  /** Changes on Query, area, date or tab: part of every data key so everything reloads. */
  reloadKey: number;
}

export const initialBoardQuery: BoardQuery = { cityCode: '', from: null, to: null, fourMenu: 1, reloadKey: 0 };

export const BoardQueryContext = createContext<BoardQuery>(initialBoardQuery);

export const useBoardQuery = (): BoardQuery => useContext(BoardQueryContext);

/** What a view may change in the shared query: view 4's tab (which also picks its layout style). */
export interface BoardActions {
  setFourMenu: (value: 1 | 2) => void;
}

export const BoardActionsContext = createContext<BoardActions>({ setFourMenu: () => undefined });

export const useBoardActions = (): BoardActions => useContext(BoardActionsContext);

export type BoardParamValue = string | number | boolean | null | undefined;
export type BoardParams = Record<string, BoardParamValue>;

export interface BoardDataOptions {
  /** POST sends `params` as the JSON body (fusion/financeOrder); GET as the query string. */
  method?: 'GET' | 'POST';
  enabled?: boolean;
}

/** The region and range as the server reads them; without dates only the region goes out. */
export const regionAndRange = ({ cityCode, from, to }: BoardQuery): BoardParams =>
  from && to ? { cityCode, fromDate: from, toDate: to } : { cityCode };

/** Drops empty values so a cleared filter is not sent as `name=` (the server treats both the same). */
const cleanParams = (params: BoardParams): Record<string, string | number | boolean> => {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
};

/** One board call: a BladeX `R` answer, unwrapped to its `data`. Throws on a transport, HTTP or body failure. */
export const fetchBoard = async <T>(url: string, params: BoardParams, method: 'GET' | 'POST' = 'GET'): Promise<T> => {
  const path = url.startsWith('/api/') ? url : `/api${url}`;
  const clean = cleanParams(params);
  const result = await getApi().invoke(
    'http.request',
    method === 'GET' ? { method, url: path, params: clean } : { method, url: path, data: clean },
  );
  if (!result.ok) throw new BoardRequestError(path, result.error.message);
  return unwrapBoardAnswer<T>(path, result.data.status, result.data.data);
};

/**
 * A board figure: refetched on the board's interval, the last figures kept while a refresh runs or fails
 * (the frame then shows the stale marker from the query cache), failures logged to the console only
 * (spec 000 §8: the board never shows an error dialog).
 *
 * `key` names the figure (unique per view and call); the params and `reloadKey` complete the cache key.
 */
export const useBoardData = <T>(
  key: string,
  url: string,
  params: BoardParams,
  opts: BoardDataOptions = {},
): UseQueryResult<T, Error> => {
  const { reloadKey } = useBoardQuery();
  const { refreshSeconds } = useBoardSettings();
  const method = opts.method ?? 'GET';
  return useQuery<T, Error>({
    queryKey: ['board', key, url, method, cleanParams(params), reloadKey],
    queryFn: async () => {
      try {
        return await fetchBoard<T>(url, params, method);
      } catch (error) {
        console.error(`[board] ${key}:`, error instanceof Error ? error.message : error);
        throw error;
      }
    },
    enabled: opts.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchInterval: refreshSeconds * 1000,
    refetchIntervalInBackground: true,
    // The interval is the retry: a dead server must not be hammered, and the stale marker must show promptly.
    retry: false,
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
};
