import type { Field, ResourceDef } from '../../shared/resources/index';

/** BladeX's null-to-empty placeholder for a number (bladex-contract.md §1.3): `-1`. */
const NUMBER_PLACEHOLDER = -1;

const isPlaceholderNumber = (value: unknown): boolean =>
  value === NUMBER_PLACEHOLDER || value === String(NUMBER_PLACEHOLDER);

/**
 * Whether `-1` in this field can only be the placeholder a BladeX answer wrote for "no value": a dictionary (`-1`
 * is every dictionary's root, never an item), a switch or fixed choice that has no such value, an id, or a
 * number whose lower bound is above it. A number that may be negative (a tenant's `accountNumber`, -1 =
 * unlimited) keeps its `-1`.
 */
const placeholderMeansNothing = (field: Field): boolean => {
  switch (field.kind) {
    case 'dict':
    case 'treeSelect':
    case 'reference':
      return true;
    case 'switch':
      return field.on !== NUMBER_PLACEHOLDER && field.off !== NUMBER_PLACEHOLDER;
    case 'enum':
      return !field.options.some((option) => isPlaceholderNumber(option.value));
    case 'number':
    case 'integer':
    case 'money':
      return (field.rules ?? []).some((rule) => rule.kind === 'range' && rule.min !== undefined && rule.min >= 0);
    default:
      return false;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A write's body as the engine reads it, whichever flavour wrote it (issue 17):
 *
 * - the other flavour's name of a property (`wireAliases`: `domain` for `domainUrl`) is read as the property when
 *   the body does not carry the property itself;
 * - the `-1` a BladeX answer carries for a null number is "no value" where `-1` cannot be a value
 *   (`placeholderMeansNothing`): the property is left out, so an update keeps the column and a create takes the
 *   default or asks for it. (`""`, the text placeholder, is already "no value": blank text clears, submit.ts.)
 *
 * So a record read and saved unchanged round-trips. Anything else passes as sent.
 */
export const fromWire = (def: ResourceDef, body: unknown): unknown => {
  if (!isRecord(body)) return body;
  const read: Record<string, unknown> = { ...body };
  for (const [property, alias] of Object.entries(def.wireAliases ?? {})) {
    if (alias in read && (read[property] === undefined || read[property] === null)) read[property] = read[alias];
    delete read[alias];
  }
  for (const field of def.fields) {
    if (isPlaceholderNumber(read[field.name]) && placeholderMeansNothing(field)) delete read[field.name];
  }
  return read;
};
