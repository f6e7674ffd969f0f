/**
 * The spec's empty check (spec 000 §5): null, undefined, blank text, the texts `null` and
 * `undefined`, empty arrays and empty objects are all empty.
 */
export const isEmpty = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' || text === 'null' || text === 'undefined';
  }
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
};
