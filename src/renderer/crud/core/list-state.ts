import {
  columnOf,
  defaultPageSizeOf,
  pageSizesOf,
  toQueryParams,
  type QueryParams,
  type ResourceDef,
  type SearchValues,
} from '../../../shared/resources';
import type { ListRequest } from './data-provider';

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

/** What a list screen asks for: page, size, the searched values and their wire form, a column sort. */
export interface ListState {
  current: number;
  size: number;
  values: SearchValues;
  query: QueryParams;
  sort: SortState | null;
}

export const initialListState = (def: ResourceDef, values: SearchValues = {}): ListState => ({
  current: 1,
  size: defaultPageSizeOf(def),
  values,
  query: toQueryParams(def, values),
  sort: null,
});

/** A search starts again at page 1 with the form's values in wire form (bladex-contract.md §1.6). */
export const searched = (def: ResourceDef, state: ListState, values: SearchValues): ListState => ({
  ...state,
  current: 1,
  values,
  query: toQueryParams(def, values),
});

export const pageChanged = (state: ListState, current: number): ListState => ({
  ...state,
  current: Math.max(1, Math.floor(current)),
});

/** A size the definition offers; back to page 1 since the old page number means other rows now. */
export const sizeChanged = (def: ResourceDef, state: ListState, size: number): ListState =>
  pageSizesOf(def).includes(size) ? { ...state, size, current: 1 } : state;

/** A click on a sortable header: ascending, then descending, then the server's default order. */
export const sortToggled = (def: ResourceDef, state: ListState, field: string): ListState => {
  if (!def.fields.some((candidate) => candidate.name === field && candidate.sortable)) return state;
  const sort: SortState | null =
    state.sort?.field !== field
      ? { field, order: 'asc' }
      : state.sort.order === 'asc'
        ? { field, order: 'desc' }
        : null;
  return { ...state, sort, current: 1 };
};

/** The list request of a state: fixed filters (a child list's parent) win over searched ones. */
export const listRequestOf = (def: ResourceDef, state: ListState, fixed: QueryParams = {}): ListRequest => {
  const request: ListRequest = { current: state.current, size: state.size, query: { ...state.query, ...fixed } };
  if (state.sort) {
    const field = def.fields.find((candidate) => candidate.name === state.sort?.field);
    if (field) request[state.sort.order === 'asc' ? 'ascs' : 'descs'] = columnOf(field);
  }
  return request;
};

/** The last page that still has rows, after a delete emptied the current one. */
export const lastPageFor = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
