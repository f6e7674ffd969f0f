import type { Widen } from '../i18n/resources/widen';
import type { ActionEffect, ActionInput, ActionPlacement, ResourceAction, StampSource } from './actions';
import type { Condition, ConditionValue } from './condition';
import type {
  DateField,
  DictField,
  EnumField,
  EnumOption,
  Field,
  FieldBase,
  JsonField,
  JsonRowColumn,
  MapBounds,
  MapPointField,
  MoneyField,
  NumberField,
  NumberRangeField,
  PasswordField,
  RangeField,
  ReferenceField,
  RegionField,
  RegionLevel,
  RichTextField,
  SwitchField,
  TextField,
  TreeSelectField,
  UploadField,
} from './field';
import type {
  KitBase,
  KitDateOptions,
  KitFieldName,
  KitKey,
  KitNumberOptions,
  KitOption,
  KitRule,
  KitSearchable,
  KitTextOptions,
  ZhTexts,
} from './kit-options';
import type { RecordFromFields } from './record-type';
import type { ChoiceRule, NumberRule, Rule, TextRule } from './rules';
import type { ResourceTextKey } from './text';
import type { ResourceDefinition, ResourceDef, ResourceVerbs, TextTree } from './types';
import { STANDARD_VERBS } from './types';
import { RICH_TEXT_UPLOAD_BYTES, UPLOAD_LIMITS, type UploadLimit } from '../validation/upload-limits';

/*
 * The builders' return types wrap the type parameters the record is inferred from (a switch's values, a select's
 * value type and options, a range's properties) in NoInfer: inside a definition's field list the contextual Field
 * type would otherwise widen them (a numeric dictionary to text, a flag's 1 | 0 to any value).
 */

/** How a required field with no message of its own is asked for: typed, chosen or uploaded. */
type AskKind = 'input' | 'select' | 'upload';

const leafOf = (tree: TextTree, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as TextTree)[part] : undefined), tree);

/** What a definition spells itself; the kit adds `name`, `area`, `title`, `texts` and the defaults. */
export type KitSpec<Fs extends readonly Field<string>[]> = Omit<
  ResourceDefinition<string, unknown>,
  'name' | 'area' | 'title' | 'texts' | 'verbs' | 'shape' | 'filterStyle' | 'fields' | 'recordType'
> & {
  readonly verbs?: ResourceVerbs;
  readonly shape?: 'flat' | 'tree';
  readonly filterStyle?: 'map' | 'entity';
  readonly fields: Fs;
};

/** A definition as the kit returns it: its name kept literal, its record inferred or given. */
export type KitDefinition<N extends string, R> = ResourceDefinition<keyof R & string, R> & { readonly name: N };

/**
 * The toolkit of one resource: builders of its fields and actions that take their labels and messages from the
 * resource's own texts, and `define`, which returns the finished definition.
 *
 * @example
 * const r = resource('welfare', 'coupon', { zh: { title: '优惠券', fields: { name: '名称' } }, en: { ... } });
 * export const couponResource = r.define({ endpoint: '/blade-order/shopWelfare', ..., fields: [r.text('name')] });
 *
 * Every relative key (`rules.name`, `fields.name`) is checked against the zh texts when written, and again when
 * the definition is built; the en texts must have the same shape.
 */
export const resource = <const A extends string, const N extends string, const Z extends ZhTexts>(
  area: A,
  name: N,
  texts: { readonly zh: Z; readonly en: Widen<Z> },
) => {
  const scope = `res.${area}.${name}`;
  type Name = KitFieldName<Z>;
  type Key = KitKey<Z>;

  const key = (given: Key): ResourceTextKey => {
    const leaf = given as string;
    if (leaf.startsWith('res.')) return leaf as ResourceTextKey;
    if (typeof leafOf(texts.zh, leaf) !== 'string')
      throw new Error(`resource ${area}/${name}: no text "${leaf}" in its zh texts`);
    return `res.${area}.${name}.${leaf}` as ResourceTextKey;
  };
  const hasOwn = (leaf: string) => typeof leafOf(texts.zh, leaf) === 'string';
  const labelOf = (field: string, given?: Key): ResourceTextKey => {
    if (given) return key(given);
    if (hasOwn(`fields.${field}`)) return `${scope}.fields.${field}` as ResourceTextKey;
    return `res.common.fields.${field}`;
  };

  const rulesOf = (field: string, ask: AskKind, options: KitBase<Z>, extra: readonly Rule[] = []): Rule[] => {
    const rules: Rule[] = [];
    type Conditional = { readonly message?: Key; readonly when: Condition };
    const required = options.required as unknown;
    if (required !== undefined) {
      const conditional = typeof required === 'object' && required !== null ? (required as Conditional) : undefined;
      const given = conditional ? conditional.message : required === true ? undefined : (required as Key);
      const message =
        given !== undefined
          ? key(given)
          : hasOwn(`rules.${field}`)
            ? (`${scope}.rules.${field}` as ResourceTextKey)
            : (`res.common.validation.required.${ask}` as ResourceTextKey);
      rules.push(conditional ? { kind: 'required', message, when: conditional.when } : { kind: 'required', message });
    }
    rules.push(...extra);
    for (const rule of options.rules ?? []) rules.push(ruleOf(rule));
    return rules;
  };
  const ruleOf = (rule: KitRule<Z>): Rule =>
    rule.message === undefined ? (rule as Rule) : ({ ...rule, message: key(rule.message) } as Rule);

  /** The FieldBase of a builder's options: labels and group keys resolved, rules left to each kind. */
  const baseOf = <F extends string>(field: F, options: KitBase<Z>): FieldBase<F> => {
    const { label, form, unique, required: _required, rules: _rules, ...rest } = options;
    const out: FieldBase<F> = { ...rest, name: field, label: labelOf(field, label) };
    if (unique !== undefined) Object.assign(out, { unique: key(unique) });
    if (form !== undefined) {
      Object.assign(out, {
        form:
          form === false
            ? false
            : {
                ...(form.span === undefined ? {} : { span: form.span }),
                ...(form.tab === undefined ? {} : { tab: key(form.tab) }),
                ...(form.group === undefined ? {} : { group: key(form.group) }),
              },
      });
    }
    return out;
  };

  const lengthRules = (options: KitTextOptions<Z>): Rule[] => {
    const rules: Rule[] = [];
    if (options.min !== undefined || options.max !== undefined)
      rules.push({
        kind: 'length',
        ...(options.min === undefined ? {} : { min: options.min }),
        ...(options.max === undefined ? {} : { max: options.max }),
      });
    if (options.format) rules.push({ kind: 'format', format: options.format });
    return rules;
  };
  const rangeRules = (options: KitNumberOptions<Z>): Rule[] =>
    options.min !== undefined || options.max !== undefined
      ? [
          {
            kind: 'range',
            ...(options.min === undefined ? {} : { min: options.min }),
            ...(options.max === undefined ? {} : { max: options.max }),
          },
        ]
      : [];

  /** An action's confirmation: the generic question (`true`), a text of the resource, or none. */
  const confirmOf = (confirm: unknown): { confirm?: ResourceTextKey | true } =>
    confirm === undefined || confirm === false ? {} : { confirm: confirm === true ? true : key(confirm as Key) };

  const strip = <O extends object>(options: O, ...names: (keyof O)[]): O => {
    const copy = { ...options };
    for (const property of names) delete copy[property];
    return copy;
  };

  const textOf =
    <K extends 'text' | 'textarea'>(kind: K) =>
    <F extends Name>(field: F, options: KitTextOptions<Z> = {}): TextField<F> & { kind: K } => ({
      ...baseOf(field, strip(options, 'min', 'max', 'format')),
      kind,
      rules: rulesOf(field, 'input', options, lengthRules(options)) as TextRule[],
    });

  const numberOf =
    <K extends 'number' | 'integer'>(kind: K) =>
    <F extends Name>(field: F, options: KitNumberOptions<Z> = {}): NumberField<F> & { kind: K } => ({
      ...baseOf(field, strip(options, 'min', 'max', 'precision')),
      kind,
      ...(options.precision === undefined ? {} : { precision: options.precision }),
      rules: rulesOf(field, 'input', options, rangeRules(options)) as NumberRule[],
    });

  const uploadOf =
    <K extends UploadField<string>['kind']>(kind: K, fallback: UploadLimit) =>
    <F extends Name>(
      field: F,
      options: KitBase<Z> & {
        readonly limit?: UploadLimit;
        readonly max?: number;
        readonly crop?: UploadField<F>['crop'];
      } = {},
    ): UploadField<F> & { kind: K } => {
      const limit = options.limit ?? fallback;
      return {
        ...baseOf(field, strip(options, 'limit', 'max', 'crop')),
        kind,
        accept: limit.accept,
        maxSizeKb: limit.maxSizeKb,
        ...(options.max === undefined ? {} : { max: options.max }),
        ...(options.crop ? { crop: options.crop } : {}),
        rules: rulesOf(field, 'upload', options) as ChoiceRule[],
      };
    };

  const kit = {
    area,
    name,
    texts,
    /** A full key from a leaf of this resource's texts (or a shared key as it is). */
    key,

    text: textOf('text'),
    textarea: textOf('textarea'),
    integer: numberOf('integer'),
    number: numberOf('number'),

    /** Money: `yuan` keeps a decimal with two places; `cent` integer cents, shown and typed as yuan. */
    money: <F extends Name>(
      field: F,
      options: KitNumberOptions<Z> & { readonly unit?: 'yuan' | 'cent' } = {},
    ): MoneyField<F> => ({
      ...baseOf(field, strip(options, 'min', 'max', 'precision', 'unit')),
      kind: 'money',
      unit: options.unit ?? 'yuan',
      rules: rulesOf(field, 'input', options, rangeRules(options)) as NumberRule[],
    }),

    /**
     * A two-value flag (default 1 on / 0 off, 是/否). `toggle`: switched from the table, through that action when
     * a name is given (`updateEnable`), else by an edit of the row.
     */
    flag: <F extends Name, const On extends string | number = 1, const Off extends string | number = 0>(
      field: F,
      options: KitSearchable<Z> & {
        readonly on?: On;
        readonly off?: Off;
        readonly onLabel?: Key;
        readonly offLabel?: Key;
        readonly toggle?: true | string;
        /** With a `toggle` action: the table switches it off too (the action takes either value). */
        readonly toggleBothWays?: boolean;
      } = {},
    ): SwitchField<F> & { readonly on: NoInfer<On>; readonly off: NoInfer<Off> } => ({
      ...baseOf(field, strip(options, 'on', 'off', 'onLabel', 'offLabel', 'toggle', 'toggleBothWays')),
      kind: 'switch',
      on: (options.on ?? 1) as On,
      off: (options.off ?? 0) as Off,
      onLabel: options.onLabel ? key(options.onLabel) : 'res.common.flags.yes',
      offLabel: options.offLabel ? key(options.offLabel) : 'res.common.flags.no',
      ...(options.toggle === undefined ? {} : { toggleInTable: true }),
      ...(typeof options.toggle === 'string' ? { toggleAction: options.toggle } : {}),
      ...(options.toggleBothWays ? { toggleBothWays: true } : {}),
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /** An enabled/disabled switch (启用/停用), default 1 on / 0 off. */
    status: <F extends Name, const On extends string | number = 1, const Off extends string | number = 0>(
      field: F,
      options: KitSearchable<Z> & {
        readonly on?: On;
        readonly off?: Off;
        readonly toggle?: true | string;
        /** With a `toggle` action: the table switches it off too (the action takes either value). */
        readonly toggleBothWays?: boolean;
      } = {},
    ): SwitchField<F> & { readonly on: NoInfer<On>; readonly off: NoInfer<Off> } => ({
      ...baseOf(field, strip(options, 'on', 'off', 'toggle', 'toggleBothWays')),
      kind: 'switch',
      on: (options.on ?? 1) as On,
      off: (options.off ?? 0) as Off,
      onLabel: 'res.common.flags.enabled',
      offLabel: 'res.common.flags.disabled',
      ...(options.toggle === undefined ? {} : { toggleInTable: true }),
      ...(typeof options.toggle === 'string' ? { toggleAction: options.toggle } : {}),
      ...(options.toggleBothWays ? { toggleBothWays: true } : {}),
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /** A dictionary select: business dictionary (`dict-biz`) and numeric keys unless said. */
    dict: <F extends Name, const T extends 'string' | 'number' = 'number', const M extends boolean = false>(
      field: F,
      dict: string,
      options: KitSearchable<Z> & {
        readonly source?: 'dict' | 'dict-biz';
        readonly valueType?: T;
        readonly multiple?: M;
        readonly first?: boolean;
      } = {},
    ): DictField<F> & { readonly valueType: NoInfer<T>; readonly multiple?: NoInfer<M> } => ({
      ...baseOf(field, strip(options, 'source', 'valueType', 'multiple', 'first')),
      kind: 'dict',
      dict,
      source: options.source ?? 'dict-biz',
      valueType: (options.valueType ?? 'number') as T,
      ...(options.multiple ? { multiple: options.multiple } : {}),
      ...(options.first ? { dictDefault: 'first' as const } : {}),
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /**
     * A select over fixed options; numeric values unless a value is text. The record holds the options' values
     * (`'all' | 'android' | 'ios'`), or text when several may be chosen.
     */
    choice: <
      F extends Name,
      const V extends string | number,
      const T extends 'string' | 'number' = [V] extends [number] ? 'number' : 'string',
      const M extends boolean = false,
    >(
      field: F,
      choices: readonly (KitOption<Z> & { readonly value: V })[],
      options: KitSearchable<Z> & { readonly valueType?: T; readonly multiple?: M } = {},
    ): Omit<EnumField<F>, 'options' | 'valueType' | 'multiple'> & {
      readonly options: readonly (EnumOption & { readonly value: NoInfer<V> })[];
      readonly valueType: NoInfer<T>;
      readonly multiple?: NoInfer<M>;
    } => ({
      ...baseOf(field, strip(options, 'valueType', 'multiple')),
      kind: 'enum',
      options: choices.map((choice) =>
        choice.label === undefined ? { value: choice.value } : { value: choice.value, label: key(choice.label) },
      ),
      valueType: (options.valueType ??
        (choices.every((choice) => typeof choice.value === 'number') ? 'number' : 'string')) as T,
      ...(options.multiple ? { multiple: options.multiple } : {}),
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    date: <F extends Name>(field: F, options: KitDateOptions<Z> = {}): DateField<F> => ({
      ...baseOf(field, options),
      kind: 'date',
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),
    datetime: <F extends Name>(field: F, options: KitSearchable<Z> = {}): DateField<F> => ({
      ...baseOf(field, options),
      kind: 'datetime',
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /** A date (or date-time) range edited as one control, stored in `start` and `end`. */
    dateRange: <F extends Name, const S extends string, const E extends string>(
      field: F,
      start: S,
      end: E,
      options: Omit<KitBase<Z>, 'column'> & {
        readonly withTime?: boolean;
        readonly defaultTime?: readonly [string, string];
      } = {},
    ): RangeField<NoInfer<S | E>> & { readonly start: NoInfer<S>; readonly end: NoInfer<E> } => ({
      ...(baseOf(field, strip(options, 'withTime', 'defaultTime')) as Omit<FieldBase<string>, 'search'>),
      kind: options.withTime ? 'datetimeRange' : 'dateRange',
      start,
      end,
      ...(options.defaultTime ? { defaultTime: options.defaultTime } : {}),
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /** Two numbers as one control (`rangeMin`/`rangeMax`); whole numbers unless `precision` is given. */
    numberRange: <F extends Name, const S extends string, const E extends string>(
      field: F,
      start: S,
      end: E,
      options: Omit<KitBase<Z>, 'column'> & {
        readonly min?: number;
        readonly max?: number;
        readonly precision?: number;
        readonly search?: 'range';
      } = {},
    ): NumberRangeField<NoInfer<S | E>> & { readonly start: NoInfer<S>; readonly end: NoInfer<E> } => ({
      ...(baseOf(field, strip(options, 'min', 'max', 'precision', 'search')) as Omit<FieldBase<string>, 'search'>),
      kind: options.precision === undefined ? 'integerRange' : 'numberRange',
      start,
      end,
      ...(options.precision === undefined ? {} : { precision: options.precision }),
      ...(options.search ? { search: options.search } : {}),
      rules: rulesOf(field, 'input', options, rangeRules(options)) as NumberRule[],
    }),

    /** A region code from the lazy region tree (root 5329 and county/town levels unless said). */
    region: <F extends Name>(
      field: F,
      options: KitSearchable<Z> & {
        readonly tree?: 'region' | 'city';
        readonly root?: string;
        readonly levels?: readonly RegionLevel[];
      } = {},
    ): RegionField<F> => ({
      ...baseOf(field, strip(options, 'tree', 'root', 'levels')),
      kind: 'region',
      tree: options.tree ?? 'region',
      root: options.root ?? '5329',
      levels: options.levels ?? [3, 4],
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /** A node of another resource's tree (its `tree` endpoint). */
    treeSelect: <F extends Name>(
      field: F,
      target: string,
      options: KitSearchable<Z> & { readonly multiple?: boolean } = {},
    ): TreeSelectField<F> => ({
      ...baseOf(field, strip(options, 'multiple')),
      kind: 'treeSelect',
      resource: target,
      ...(options.multiple ? { multiple: true } : {}),
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /** A record (or records) of another resource, shown by its `labelField`. */
    reference: <F extends Name>(
      field: F,
      target: string,
      labelField: string,
      options: KitSearchable<Z> & {
        readonly multiple?: boolean;
        readonly optionsFilter?: ReferenceField<F>['optionsFilter'];
      } = {},
    ): ReferenceField<F> => ({
      ...baseOf(field, strip(options, 'multiple', 'optionsFilter')),
      kind: 'reference',
      resource: target,
      labelField,
      ...(options.multiple ? { multiple: true } : {}),
      ...(options.optionsFilter ? { optionsFilter: options.optionsFilter } : {}),
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
    }),

    /** One image: jpg/jpeg/png ≤ 10 MB unless another limit is given. */
    image: uploadOf('image', UPLOAD_LIMITS.image),
    /** Up to `max` images, comma-joined. */
    images: uploadOf('images', UPLOAD_LIMITS.image),
    file: uploadOf('file', UPLOAD_LIMITS.pointsMaterial),
    /** An mp4 of at most 100 MB. */
    video: uploadOf('video', UPLOAD_LIMITS.video),

    richText: <F extends Name>(
      field: F,
      options: KitBase<Z> & { readonly uploadMaxBytes?: number } = {},
    ): RichTextField<F> => ({
      ...baseOf(field, strip(options, 'uploadMaxBytes')),
      kind: 'richText',
      uploadMaxBytes: options.uploadMaxBytes ?? RICH_TEXT_UPLOAD_BYTES,
      rules: rulesOf(field, 'input', options) as TextRule[],
    }),
    mapPoint: <F extends Name>(
      field: F,
      options: KitBase<Z> & { readonly bounds?: MapBounds } = {},
    ): MapPointField<F> => ({
      ...baseOf(field, strip(options, 'bounds')),
      kind: 'mapPoint',
      rules: rulesOf(field, 'select', options) as ChoiceRule[],
      ...(options.bounds ? { bounds: options.bounds } : {}),
    }),
    password: <F extends Name>(field: F, options: KitTextOptions<Z> = {}): PasswordField<F> => ({
      ...baseOf(field, strip(options, 'min', 'max', 'format')),
      kind: 'password',
      rules: rulesOf(field, 'input', options, lengthRules(options)) as TextRule[],
    }),
    json: <F extends Name>(
      field: F,
      options: KitBase<Z> & {
        readonly rows?: readonly { readonly name: string; readonly label: Key; readonly kind: JsonRowColumn['kind'] }[];
      } = {},
    ): JsonField<F> => ({
      ...baseOf(field, strip(options, 'rows')),
      kind: 'json',
      rules: rulesOf(field, 'input', options) as ChoiceRule[],
      ...(options.rows ? { rows: options.rows.map((column) => ({ ...column, label: key(column.label) })) } : {}),
    }),

    /** The audit `create_time`: read-only, sortable, searched as a date range, hidden until chosen. */
    createTime: (options: KitSearchable<Z> = {}): DateField<'createTime'> => ({
      ...baseOf('createTime', {
        readOnly: true,
        sortable: true,
        search: 'dateRange',
        table: { width: 170, hidden: true },
        ...options,
      }),
      kind: 'datetime',
      rules: [],
    }),
    /** The `sort` order: a required whole number in 0–999999 unless bounds are given. */
    sort: (options: KitNumberOptions<Z> = {}): NumberField<'sort'> => ({
      ...baseOf('sort', { sortable: true, defaultValue: 0, table: { width: 90 }, ...strip(options, 'min', 'max') }),
      kind: 'integer',
      rules: rulesOf(
        'sort',
        'input',
        { required: true, ...options },
        rangeRules({ min: 0, max: 999999, ...options }),
      ) as NumberRule[],
    }),
    /** A free-text remark, full width, hidden in the table until chosen. */
    remark: (options: KitTextOptions<Z> = {}): TextField<'remark'> => ({
      ...baseOf('remark', { table: { hidden: true }, form: { span: 24 }, ...strip(options, 'min', 'max', 'format') }),
      kind: 'textarea',
      rules: rulesOf('remark', 'input', options, lengthRules({ max: 255, ...options })) as TextRule[],
    }),

    /**
     * An action beyond CRUD; `label` defaults to `actions.<name>`, `path` to the name, input to `?ids=`.
     * Effects: see `toggle` and `transition` for the engine's own, `{ kind: 'hook' }` for a module's.
     */
    action: (
      actionName: string,
      spec: {
        readonly permission: string;
        readonly label?: Key;
        readonly path?: string;
        readonly method?: 'GET' | 'POST';
        readonly placement?: ActionPlacement;
        readonly input?: ActionInput;
        readonly confirm?: Key | true;
        readonly form?: readonly Field[];
        readonly when?: Condition;
        readonly effect?: ActionEffect;
      },
    ): ResourceAction => ({
      name: actionName,
      label: key(spec.label ?? (`actions.${actionName}` as Key)),
      permission: spec.permission,
      method: spec.method ?? 'POST',
      path: spec.path ?? actionName,
      placement: spec.placement ?? 'row',
      input: spec.input ?? { kind: 'ids', param: 'ids' },
      ...confirmOf(spec.confirm as unknown),
      ...(spec.form ? { form: spec.form } : {}),
      ...(spec.when ? { when: spec.when } : {}),
      ...(spec.effect ? { effect: spec.effect } : {}),
    }),

    /**
     * `POST <path>?id=&<field>=` (or `?ids=`): sets a flag of the chosen rows (`updateEnable`, `updateShield`).
     * The table's switch of that field runs it.
     */
    toggle: (
      actionName: string,
      field: Name,
      spec: {
        readonly permission: string;
        readonly label?: Key;
        readonly path?: string;
        readonly input?: ActionInput;
        readonly placement?: ActionPlacement;
      },
    ): ResourceAction => ({
      name: actionName,
      label: key(spec.label ?? (`actions.${actionName}` as Key)),
      permission: spec.permission,
      method: 'POST',
      path: spec.path ?? actionName,
      placement: spec.placement ?? 'row',
      input: spec.input ?? { kind: 'id', param: 'id' },
      effect: { kind: 'toggle', field },
    }),

    /**
     * A guarded move of a state field (write-off: paid → written off; audit: pending → passed or rejected with a
     * reason). Asks the generic confirmation unless `confirm: false`; rows shown the button only in a `from` state.
     */
    transition: (
      actionName: string,
      spec: {
        readonly permission: string;
        readonly field: Name;
        readonly from: readonly ConditionValue[];
        readonly to: ConditionValue | readonly ConditionValue[];
        readonly input?: readonly Name[];
        readonly stamp?: Readonly<Partial<Record<Name, StampSource>>>;
        readonly label?: Key;
        readonly path?: string;
        readonly placement?: ActionPlacement;
        readonly inputKind?: ActionInput;
        readonly confirm?: Key | boolean;
      },
    ): ResourceAction => ({
      name: actionName,
      label: key(spec.label ?? (`actions.${actionName}` as Key)),
      permission: spec.permission,
      method: 'POST',
      path: spec.path ?? actionName,
      placement: spec.placement ?? 'row',
      input: spec.inputKind ?? { kind: 'ids', param: 'ids' },
      ...(spec.confirm === false ? {} : confirmOf((spec.confirm as unknown) ?? true)),
      when: { field: spec.field, in: spec.from },
      effect: {
        kind: 'transition',
        field: spec.field,
        from: spec.from,
        to: spec.to,
        ...(spec.input ? { input: spec.input } : {}),
        ...(spec.stamp ? { stamp: spec.stamp as Readonly<Record<string, StampSource>> } : {}),
      },
    }),

    /**
     * The finished definition. Called with the spec, the record type is inferred from the fields; called with no
     * argument and a type, it returns a function that checks the spec against that record (`define<UserRecord>()({...})`).
     */
    define: defineWith(area, name, key('title' as Key), texts),
  };
  return kit;
};

function defineWith<A extends string, N extends string>(
  area: A,
  name: N,
  title: ResourceTextKey,
  texts: { readonly zh: ZhTexts; readonly en: TextTree },
) {
  const build = (spec: KitSpec<readonly Field<string>[]>): ResourceDef => ({
    verbs: STANDARD_VERBS,
    shape: 'flat',
    filterStyle: 'map',
    ...spec,
    name,
    area,
    title,
    texts: texts as ResourceDefinition['texts'] & object,
  });
  function define<R>(): (spec: KitSpec<readonly Field<keyof R & string>[]>) => KitDefinition<N, R>;
  function define<const Fs extends readonly Field<string>[]>(spec: KitSpec<Fs>): KitDefinition<N, RecordFromFields<Fs>>;
  function define(spec?: KitSpec<readonly Field<string>[]>): unknown {
    return spec === undefined ? build : build(spec);
  }
  return define;
}

/**
 * The toolkit `resource` returns for zh texts of shape `Z`. A field helper shared by several resources takes one
 * typed by the texts it needs (`Kit<{ title: string; fields: { account: string }; ... }>`), so each resource passes
 * its own kit and the fields take their labels and messages from that resource's texts.
 */
export type Kit<Z extends ZhTexts> = ReturnType<typeof resource<string, string, Z>>;
