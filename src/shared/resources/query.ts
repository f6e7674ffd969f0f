/**
 * The list query both ways: search-form values → parameters (renderer), parameters → conditions and
 * sort (server). See query-build.ts, query-parse.ts and sort.ts for the rules.
 */
export { searchFields, toQueryParams, type QueryParams, type SearchableField, type SearchValues } from './query-build';
export {
  parseConditions,
  RESERVED_PARAMS,
  type ConditionOp,
  type ParsedConditions,
  type QueryCondition,
  type QueryProblem,
} from './query-parse';
export { parseSort, sortableColumns, sortFieldOf, type ParsedSort, type SortColumn } from './sort';
export { moveItem, renumber, sortRangeOf, type SortItem } from './sort-order';
