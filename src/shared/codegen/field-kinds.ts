import type { SearchMode } from '../resources/field';

/**
 * The field kinds a generated definition may use (the kit builders), how each may be searched and the TypeScript
 * type its records carry. Shared by the scaffold command, code generation on the server and the model screen that
 * edits a model's fields.
 */
export const MODEL_KINDS = [
  'text',
  'textarea',
  'integer',
  'number',
  'money',
  'cents',
  'flag',
  'status',
  'dict',
  'date',
  'datetime',
  'image',
  'images',
  'richText',
  'region',
] as const;

export type ModelKind = (typeof MODEL_KINDS)[number];

export const isModelKind = (value: string): value is ModelKind => (MODEL_KINDS as readonly string[]).includes(value);

/** The searches each kind offers, the default first; none for kinds the kit's builders do not search. */
const QUERY_TYPES: Record<ModelKind, readonly SearchMode[]> = {
  text: ['like', 'equal'],
  textarea: ['like', 'equal'],
  integer: ['equal', 'range'],
  number: ['equal', 'range'],
  money: ['equal', 'range'],
  cents: ['equal', 'range'],
  flag: ['equal'],
  status: ['equal'],
  dict: ['equal'],
  date: ['dateRange', 'equal'],
  datetime: ['dateRange', 'equal'],
  image: [],
  images: [],
  richText: [],
  region: [],
};

export const queryTypesOf = (kind: ModelKind): readonly SearchMode[] => QUERY_TYPES[kind];

/** The search a field of this kind gets when its model names none (or one the kind does not offer). */
export const queryTypeFor = (kind: ModelKind, wanted?: string): SearchMode | undefined => {
  const offered = QUERY_TYPES[kind];
  return offered.find((mode) => mode === wanted) ?? offered[0];
};

/** The type a record of the generated definition carries for a field of this kind. */
export const tsTypeOf = (kind: ModelKind): 'string' | 'number' => {
  switch (kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'cents':
    case 'flag':
    case 'status':
    case 'dict':
      return 'number';
    default:
      return 'string';
  }
};
