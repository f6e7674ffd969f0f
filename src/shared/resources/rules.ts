import type { Condition } from './condition';
import type { ResourceTextKey } from './text';

/**
 * A required rule. Its message is what the form shows and what the server answers as `msg` (zh text),
 * e.g. `请输入产品包名称`. With `when`, the field is required only while the condition holds. A field
 * hidden by its `visibleWhen` is never required.
 */
export interface RequiredRule {
  readonly kind: 'required';
  readonly message: ResourceTextKey;
  readonly when?: Condition;
}

/** Text length in characters (code points). Without a message the generic `minLength`/`maxLength` text is used. */
export interface LengthRule {
  readonly kind: 'length';
  readonly min?: number;
  readonly max?: number;
  readonly message?: ResourceTextKey;
}

/** An inclusive numeric range. Without a message the generic `min`/`max` text is used. */
export interface RangeRule {
  readonly kind: 'range';
  readonly min?: number;
  readonly max?: number;
  readonly message?: ResourceTextKey;
}

/** A regular expression, kept as source text so the definition stays serialisable. */
export interface PatternRule {
  readonly kind: 'pattern';
  readonly pattern: string;
  readonly flags?: string;
  readonly message: ResourceTextKey;
}

/**
 * A format checked by src/shared/validation:
 * - `mobile`: 1 followed by 10 digits (`isMobilePhone`), one message;
 * - `phone`: the stricter check (`checkPhone`), its own message per problem (length, format);
 * - `url`: http or https (`isHttpUrl`);
 * - `citizenId`: length, pattern, region prefix and check digit, each with its own message;
 * - `email`;
 * - `account`: a sign-in name (`validation/account-name.ts`); the value is also NFKC-normalised and trimmed
 *   before it is checked and stored.
 * A given message replaces the built-in one(s).
 */
export interface FormatRule {
  readonly kind: 'format';
  readonly format: 'mobile' | 'phone' | 'url' | 'citizenId' | 'email' | 'account';
  readonly message?: ResourceTextKey;
}

/** Must equal another field of the form (a confirmation password). */
export interface SameAsRule {
  readonly kind: 'sameAs';
  readonly field: string;
  readonly message: ResourceTextKey;
}

export type TextRule = RequiredRule | LengthRule | PatternRule | FormatRule | SameAsRule;
export type NumberRule = RequiredRule | RangeRule;
/** Rules for kinds whose value is chosen rather than typed (dictionary, reference, date, upload ...). */
export type ChoiceRule = RequiredRule;

export type Rule = RequiredRule | LengthRule | RangeRule | PatternRule | FormatRule | SameAsRule;

/** `required(k('rules.postName'))`: the common rule, shorter to read in a definition. */
export const required = (message: ResourceTextKey, when?: Condition): RequiredRule =>
  when ? { kind: 'required', message, when } : { kind: 'required', message };
