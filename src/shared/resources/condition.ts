/** A value a condition compares against; compared as text, so `1` and `'1'` match as they do on the wire. */
export type ConditionValue = string | number | boolean;

/**
 * A declarative condition on other fields of the same record (visibility, required).
 *
 * `{ field: 'category', in: [2] }` holds when `category` is 2; `notIn` is its negation; `all` / `any`
 * combine. An absent or empty value compares as `''`, so `{ field: 'parentId', notIn: ['', '0'] }` reads
 * "has a parent". A multiple value (array or comma list) matches when any of its items matches.
 */
export type Condition =
  | { readonly field: string; readonly in: readonly ConditionValue[] }
  | { readonly field: string; readonly notIn: readonly ConditionValue[] }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] };

const itemsOf = (value: unknown): string[] => {
  if (value === null || value === undefined) return [''];
  if (Array.isArray(value)) return value.length === 0 ? [''] : value.map((item) => String(item));
  const text = String(value).trim();
  return text.includes(',') ? text.split(',').map((item) => item.trim()) : [text];
};

const matches = (value: unknown, options: readonly ConditionValue[]): boolean => {
  const wanted = new Set(options.map((option) => String(option)));
  return itemsOf(value).some((item) => wanted.has(item));
};

/** Evaluates a condition against the record being edited (or searched). */
export const evaluateCondition = (condition: Condition, values: Readonly<Record<string, unknown>>): boolean => {
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, values));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, values));
  if ('in' in condition) return matches(values[condition.field], condition.in);
  return !matches(values[condition.field], condition.notIn);
};

/** Every field a condition reads, so a consistency check can verify they exist. */
export const conditionFields = (condition: Condition): string[] => {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  return [condition.field];
};
