import type { Field } from '../../../../shared/resources';

/** What every field widget gets: the field, its value as the form holds it, and how to change it. */
export interface WidgetProps<F extends Field = Field> {
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  disabled: boolean;
  /** The control's id, which the Field label points at. */
  id: string;
  /** The accessible name (the field's label in the current language). */
  label: string;
  /** A create form (dictionaries may pre-select their first item). */
  creating: boolean;
}

export const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A pair value (a range's start and end) as the two texts its inputs show. */
export const textPairOf = (value: unknown): [string, string] =>
  Array.isArray(value) ? [textOf(value[0]), textOf(value[1])] : ['', ''];

/** A multiple value as the form holds it (array or comma list) → its items. */
export const itemsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(textOf) : textOf(value).split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
