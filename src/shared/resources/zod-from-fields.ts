import { z } from 'zod';
import { isEmpty } from '../validation/empty';
import { evaluateCondition } from './condition';
import { isDateRangeField, isRangeField, type Field, type PairField } from './field';
import { keyOf } from './naming';
import type { RequiredRule } from './rules';
import { checkRules } from './rule-checks';
import type { ResourceDef, ResourceDefinition } from './types';
import { parseRange, parseValue, type DictItemsLookup } from './value-parsers';
import { V, type ValueProblem } from './value-problems';

export type SchemaMode = 'create' | 'update';

export interface RecordSchemaOptions {
  /**
   * The allowed keys of a dictionary field. The server passes a lookup over blade_dict / blade_dict_biz,
   * the renderer one over its dictionary cache; without it dictionary values are checked for shape only.
   */
  readonly dictItems?: DictItemsLookup;
  /**
   * An update's record as stored (wire properties). An update is a patch, but the conditions deciding which fields
   * it may write read the whole record: one a condition reads and the update leaves out (an entrance's parent,
   * read-only on edit, so its form does not send it) is read from here, for the conditions only — never written.
   */
  readonly stored?: Readonly<Record<string, unknown>>;
}

/** What a validated submit carries: the record's writable properties (absent = leave unchanged) and the id. */
export type SubmitRecord<R> = Partial<R> & { id?: string };

/**
 * The fields a client may write in this mode: not `readOnly`, not `virtual`, not `form: false`; on update also
 * not `createOnly` nor `readOnlyOnEdit`.
 */
export const writableFields = (def: ResourceDef, mode: SchemaMode): Field[] =>
  def.fields.filter(
    (field) =>
      !field.readOnly &&
      !field.virtual &&
      field.form !== false &&
      (mode === 'create' || (!field.createOnly && !field.readOnlyOnEdit)),
  );

/** Whether a field is shown (and therefore validated and submitted) for these values. */
export const isFieldVisible = (field: Field, values: Readonly<Record<string, unknown>>): boolean =>
  field.visibleWhen === undefined || evaluateCondition(field.visibleWhen, values);

/** The required rule in force for these values, if any; a hidden field is never required. */
export const requiredRuleOf = (field: Field, values: Readonly<Record<string, unknown>>): RequiredRule | undefined => {
  if (!isFieldVisible(field, values)) return undefined;
  const rules: readonly { kind: string }[] = field.rules ?? [];
  return (rules as readonly RequiredRule[]).find(
    (rule) => rule.kind === 'required' && (rule.when === undefined || evaluateCondition(rule.when, values)),
  );
};

/**
 * The pair as sent: the control's two-element list under the field's name, else its two properties. Anything else
 * under the name (an object, a number, one text) is no pair: undefined, refused as malformed rather than ignored.
 */
const rangeInput = (field: PairField, input: Readonly<Record<string, unknown>>): [unknown, unknown] | undefined => {
  const pair = input[field.name];
  if (Array.isArray(pair)) return [pair[0], pair[1]];
  if (!isEmpty(pair)) return undefined;
  return [input[field.start], input[field.end]];
};

/** What a malformed pair is told: the format of its bounds (dates), or that it takes two numbers. */
const notAPair = (field: PairField): ValueProblem =>
  isDateRangeField(field)
    ? { message: field.kind === 'datetimeRange' ? V.datetime : V.date }
    : { message: V.numberRangeBoth, params: { label: field.label } };

type Report = (path: string, found: ValueProblem) => void;

/**
 * An optional value an edit empties on purpose: a blank text or an empty list, what a cleared input sends. It goes
 * on as the empty text, which BladeX's `updateById` writes (a cleared Saber field sends it) and the embedded
 * server stores as no value; `null` and an absent property are "not sent" and leave the column as it is
 * (MyBatis-Plus skips nulls), so the client must send the empty text, never null, to clear.
 */
const isCleared = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const validateField = (
  field: Field,
  input: Readonly<Record<string, unknown>>,
  output: Record<string, unknown>,
  report: Report,
  options: RecordSchemaOptions,
  mode: SchemaMode,
  /** What conditions read: the input, over the stored record on an update. */
  seen: Readonly<Record<string, unknown>>,
): void => {
  if (!isFieldVisible(field, seen)) return;
  const names = isRangeField(field) ? [field.name, field.start, field.end] : [field.name];
  // An update is a patch: a field it does not mention stays as it is; one it empties must be allowed empty.
  const mentioned = mode === 'create' || names.some((name) => Object.hasOwn(input, name));
  const required = mentioned ? requiredRuleOf(field, seen) : undefined;
  if (isRangeField(field)) {
    const pair = rangeInput(field, input);
    if (!pair) return report(field.name, notAPair(field));
    if (isEmpty(pair[0]) && isEmpty(pair[1])) {
      if (required) report(field.name, { message: required.message, params: { label: field.label } });
      else if (mode === 'update' && pair.some(isCleared)) {
        output[field.start] = '';
        output[field.end] = '';
      }
      return;
    }
    const parsed = parseRange(pair, field);
    if (!parsed.ok) return report(field.name, parsed.problems[0]);
    // A number range's `range` rule bounds each of its two numbers.
    const bounded =
      checkRules(field.rules ?? [], parsed.value[0], input) ?? checkRules(field.rules ?? [], parsed.value[1], input);
    if (bounded) return report(field.name, bounded);
    output[field.start] = parsed.value[0];
    output[field.end] = parsed.value[1];
    return;
  }
  const raw = input[field.name];
  if (isEmpty(raw)) {
    if (required) report(field.name, { message: required.message, params: { label: field.label } });
    else if (mode === 'update' && isCleared(raw) && !field.formOnly) output[field.name] = '';
    return;
  }
  const parsed = parseValue(field, raw, options.dictItems);
  if (!parsed.ok) return report(field.name, parsed.problems[0]);
  const found = checkRules(field.rules ?? [], parsed.value, input);
  if (found) return report(field.name, found);
  if (!field.formOnly) output[field.name] = parsed.value;
};

const validateKey = (
  def: ResourceDef,
  input: Readonly<Record<string, unknown>>,
  output: Record<string, unknown>,
  report: Report,
) => {
  const key = keyOf(def);
  const raw = input[key];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const valid = def.idKind === 'snowflake' ? /^\d{1,20}$/.test(text) : /^\d{2,12}$/.test(text);
  if (!valid) return report(key, { message: V.recordId });
  output[key] = text;
};

/**
 * The zod schema of a submit, built from the definition; the renderer's form and the server route use the
 * same one, so both answer with the same messages.
 *
 * - Only writable fields (see `writableFields`) are read; anything else (audit columns, tenantId,
 *   unknown properties, hidden fields) is stripped from the output.
 * - Hidden fields (their `visibleWhen` does not hold) are neither required nor written. On an update, conditions
 *   read what the input leaves out from `options.stored` (the stored record).
 * - Empty values (the spec's `isEmpty`): required fields report their rule's message. Optional ones are left
 *   out of a create; an update that sends one as blank text or an empty list clears it (output as '', so an
 *   operator who empties a remark sees it empty), while `null` or leaving it out keeps the stored value.
 * - An update is a patch (a table's flag toggle or sort edit sends only `id` and that field): a required
 *   field the input does not mention is not reported; one it mentions empty is.
 * - Values are coerced the way the wire sends them: numbers from text, ids as text, multiple choices as
 *   arrays or comma lists (stored comma-joined), switches from booleans or either stored value.
 * - `create` drops any `id` (the server assigns one); `update` requires the record key (`id`, or the
 *   natural key of a `code` resource) and ignores `createOnly` / `readOnlyOnEdit` fields.
 * - Each issue's `message` is an i18n key (`res.system.tenantPackage.rules.packageName`) and its
 *   `params` fill the text's placeholders; `resourceText(key, params)` gives the zh text for `msg`.
 */
export const recordSchema = <K extends string, R>(
  def: ResourceDefinition<K, R>,
  mode: SchemaMode,
  options: RecordSchemaOptions = {},
): z.ZodType<SubmitRecord<R>, unknown> => {
  const plain: ResourceDef = def;
  const fields = writableFields(plain, mode);
  return z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const output: Record<string, unknown> = {};
    const report: Report = (path, found) =>
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: found.message,
        params: found.params ?? {},
        input: input[path],
      });
    if (mode === 'update') validateKey(plain, input, output, report);
    const seen = mode === 'update' && options.stored ? { ...options.stored, ...input } : input;
    for (const field of fields) validateField(field, input, output, report, options, mode, seen);
    return output as SubmitRecord<R>;
  });
};
