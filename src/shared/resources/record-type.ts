import type { Field, PairField } from './field';
import type { ResourceDefinition } from './types';

/** A single-choice select's value: one of its options' values where their type agrees with the wire type. */
type OptionValue<F> = F extends {
  readonly valueType: infer T;
  readonly options: readonly { readonly value: infer V }[];
}
  ? T extends 'number'
    ? V extends number
      ? V
      : number
    : V extends string
      ? V
      : string
  : never;

/** The value a field carries on the wire, from its kind. */
export type FieldValue<F> = F extends { readonly kind: 'number' | 'integer' | 'money' }
  ? number
  : F extends { readonly kind: 'switch'; readonly on: infer On; readonly off: infer Off }
    ? On | Off
    : F extends { readonly kind: 'enum'; readonly multiple?: false | undefined }
      ? OptionValue<F>
      : F extends { readonly kind: 'dict'; readonly valueType: 'number'; readonly multiple?: false | undefined }
        ? number
        : string;

type Single<F> = Exclude<F, PairField>;
type Pair<F> = Extract<F, PairField>;

/**
 * The record a list of fields describes: each field's name with its value type, a range's `start`/`end` as text
 * or numbers, and the properties every answer carries (`id`, and the BaseEntity columns where the table has them).
 */
export type RecordFromFields<Fs extends readonly Field<string>[]> = {
  id: string;
  tenantId?: string;
  createTime?: string;
  createUser?: string;
  updateTime?: string;
  updateUser?: string;
  status?: number;
} & { [F in Single<Fs[number]> as F['name']]: FieldValue<F> } & {
  [F in Pair<Fs[number]> as F['start']]: F extends { kind: 'integerRange' | 'numberRange' } ? number : string;
} & { [F in Pair<Fs[number]> as F['end']]: F extends { kind: 'integerRange' | 'numberRange' } ? number : string };

/** The record type a definition carries (inferred from its fields, or the interface it was defined with). */
export type RecordOfDefinition<D> = D extends ResourceDefinition<string, infer R> ? R : never;
