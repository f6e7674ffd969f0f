import type { ModelPrototype } from '../../../../shared/bladex/ops';
import { isModelKind, queryTypesOf } from '../../../../shared/codegen/field-kinds';

const CAMEL = /^[a-z][A-Za-z0-9]*$/;

/**
 * One change of one field in the model's field grid, with what it implies: a kind that offers no search drops the
 * search, a query type the new kind does not offer falls back to the default (empty), and only a dictionary keeps
 * its dictionary code. Returns a new list; the others rows are untouched.
 */
export const changeField = (
  fields: readonly ModelPrototype[],
  index: number,
  patch: Partial<ModelPrototype>,
): ModelPrototype[] =>
  fields.map((field, at) => {
    if (at !== index) return field;
    const next = { ...field, ...patch };
    const offered = isModelKind(next.componentType) ? queryTypesOf(next.componentType) : [];
    if (offered.length === 0) next.isQuery = 0;
    if (next.queryType && !offered.some((mode) => mode === next.queryType)) next.queryType = '';
    if (next.componentType !== 'dict') next.dictCode = '';
    return next;
  });

/** Why a row cannot be saved: a text key of the dialog (`problems.<key>`) and its parameters. */
export interface FieldProblem {
  key: 'comment' | 'propertyName' | 'dictCode' | 'duplicate';
  params?: Record<string, string>;
}

/** What the operator must fix before saving, per row index (the rules `submit-list` checks, found before sending). */
export const fieldProblems = (fields: readonly ModelPrototype[]): Map<number, FieldProblem> => {
  const problems = new Map<number, FieldProblem>();
  const seen = new Map<string, number>();
  fields.forEach((field, index) => {
    const name = field.propertyName.trim();
    if (!field.comment.trim()) problems.set(index, { key: 'comment' });
    else if (!CAMEL.test(name)) problems.set(index, { key: 'propertyName' });
    else if (field.componentType === 'dict' && !field.dictCode.trim()) problems.set(index, { key: 'dictCode' });
    else if (seen.has(name))
      problems.set(index, { key: 'duplicate', params: { name, row: String((seen.get(name) ?? 0) + 1) } });
    if (!seen.has(name)) seen.set(name, index);
  });
  return problems;
};
