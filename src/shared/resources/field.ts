import type { Condition, ConditionValue } from './condition';
import type { ChoiceRule, NumberRule, TextRule } from './rules';
import type { ResourceTextKey } from './text';

/**
 * How a field is searched; the query suffix of bladex-contract.md §1.6 each mode sends:
 * - `like`: plain name (`realName=张`, contract: no suffix = LIKE %v%);
 * - `equal`: `name_equal`;
 * - `range`: `name_ge` / `name_le` (numbers);
 * - `dateRange`: `name_dategt` / `name_datelt` (spec 002 §2: generic date searches use `createTime_dategt` and
 *   `createTime_datelt`), the times 00:00:00 / 23:59:59 added to bare dates and both bounds included (see
 *   `toQueryParams`).
 * Resources with `filterStyle: 'entity'` send plain names and the server compares with equality, as
 * BladeX does for entity-bound lists (post, topmenu, client); their fields use `equal`.
 */
export type SearchMode = 'like' | 'equal' | 'range' | 'dateRange';

/**
 * A column in the list table. `width`: its natural width in px (else the width of its content kind, see
 * src/renderer/crud/core/column-layout.ts). `hidden`: offered in the column picker but not shown until chosen.
 * `keep`: must stay visible: pinned at the table's left edge (after the row number) when the table scrolls
 * sideways, for the column that names a row (an account, an order number). Kept columns come first.
 */
export interface TableColumn {
  readonly width?: number;
  readonly hidden?: boolean;
  readonly keep?: boolean;
  /** The value names an icon (a menu's `source`): the cell shows the icon, the name on hover. */
  readonly icon?: boolean;
}

/**
 * Where the field sits in the add/edit/view form. `span` counts of a 24-column grid (default 12). `tab`: the
 * title (i18n key) of the form tab the field is on; once any field of a definition names one, the form shows
 * tabs, and a field without one stays on the tab of the field before it (the first tab for the first fields).
 * `group` titles a section inside its tab (or inside the form when there are no tabs).
 */
export interface FormPlacement {
  readonly tab?: ResourceTextKey;
  readonly group?: ResourceTextKey;
  readonly span?: 6 | 8 | 12 | 24;
}

/**
 * What every field kind has.
 *
 * - `name`: the camelCase JSON name; the SQL column is its snake_case (`roleId` → `role_id`) unless `column`.
 * - `label`: an i18n key. `rules`: validation with exact messages (see rules.ts).
 * - `search`: searchable, and how. `sortable`: may be named in `ascs`/`descs` (nothing else may).
 * - `table`: `false` = never a column; an object = a column (width, hidden by default); absent = a column.
 * - `form`: `false` = never in the add/edit/view form; absent = in it, default placement.
 * - `defaultValue`: the value a create form starts with.
 * - `visibleWhen`: shown (and validated, and submitted) only while the condition holds.
 * - `readOnly`: shown, never written by a client (server-computed or changed by an action).
 * - `readOnlyOnEdit`: written on create, ignored on update (natural keys).
 * - `createOnly`: only in the create form (an initial password); not part of updates.
 * - `formOnly`: exists only in the form (a confirmation password); never stored nor sent.
 * - `serverOnly`: never leaves the server (password hashes): not listed, not in detail answers.
 * - `unique`: unique per tenant (per table when the resource is not tenant-scoped) among live rows; the
 *   message the server answers with when it is not.
 * - `virtual`: no column of the table. Either a value the resource's server module adds to its answers (a
 *   joined name such as `updateUserName`) or a search the module answers itself from the query (a region at
 *   any level, matched against the city, county or town column by the code's length). Never stored, written
 *   or sorted by, and its search parameters never become a generic condition.
 */
export interface FieldBase<N extends string> {
  readonly name: N;
  readonly label: ResourceTextKey;
  readonly column?: string;
  readonly search?: SearchMode;
  readonly sortable?: boolean;
  readonly table?: TableColumn | false;
  readonly form?: FormPlacement | false;
  readonly defaultValue?: ConditionValue;
  readonly visibleWhen?: Condition;
  readonly readOnly?: boolean;
  readonly readOnlyOnEdit?: boolean;
  readonly createOnly?: boolean;
  readonly formOnly?: boolean;
  readonly serverOnly?: boolean;
  readonly unique?: ResourceTextKey;
  readonly virtual?: boolean;
}

/** How a chosen value travels: BladeX X keeps dictionary keys as text, many business columns as integers. */
export type ValueType = 'string' | 'number';

export interface TextField<N extends string> extends FieldBase<N> {
  readonly kind: 'text' | 'textarea';
  readonly rules?: readonly TextRule[];
}

/** `number` allows decimals (`precision` digits after the point); `integer` does not. */
export interface NumberField<N extends string> extends FieldBase<N> {
  readonly kind: 'number' | 'integer';
  readonly precision?: number;
  readonly rules?: readonly NumberRule[];
}

/** Money: `cent` stores whole cents (an integer); `yuan` stores a decimal with at most two places. */
export interface MoneyField<N extends string> extends FieldBase<N> {
  readonly kind: 'money';
  readonly unit: 'cent' | 'yuan';
  readonly rules?: readonly NumberRule[];
}

/**
 * A two-value flag: the stored values and which one means on (`isSealed` 0/1, `yes_no` 1/2, OSS status
 * 1 off / 2 on). `toggleAction`: the table toggles it through that extra action (OSS `enable`) instead of
 * a submit of the row; such a switch is only switched on from the table (enabling one turns the others off)
 * unless `toggleBothWays` says the action sets either value (a merchant's 营业 flag).
 */
export interface SwitchField<N extends string> extends FieldBase<N> {
  readonly kind: 'switch';
  readonly on: string | number;
  readonly off: string | number;
  readonly onLabel?: ResourceTextKey;
  readonly offLabel?: ResourceTextKey;
  readonly toggleInTable?: boolean;
  readonly toggleAction?: string;
  readonly toggleBothWays?: boolean;
  readonly rules?: readonly ChoiceRule[];
}

/**
 * A dictionary select: items of `GET /blade-system/<source>/dictionary?code=<dict>` (label `dictValue`,
 * value `dictKey`). `multiple` values travel and are stored comma-joined (`1,3`). `dictDefault: 'first'`
 * pre-selects the first item in a create form (the items are only known at run time).
 */
export interface DictField<N extends string> extends FieldBase<N> {
  readonly kind: 'dict';
  readonly dict: string;
  readonly source: 'dict' | 'dict-biz';
  readonly valueType: ValueType;
  readonly multiple?: boolean;
  readonly dictDefault?: 'first';
  readonly rules?: readonly ChoiceRule[];
}

/** A fixed option; without a label the value is its own label (codes such as OAuth grant types). */
export interface EnumOption {
  readonly value: string | number;
  readonly label?: ResourceTextKey;
}

/** A select over options fixed in the definition; `multiple` joins with commas like a dictionary. */
export interface EnumField<N extends string> extends FieldBase<N> {
  readonly kind: 'enum';
  readonly options: readonly EnumOption[];
  readonly valueType: ValueType;
  readonly multiple?: boolean;
  readonly rules?: readonly ChoiceRule[];
}

/** `date` is `yyyy-MM-dd`; `datetime` is `yyyy-MM-dd HH:mm:ss` (bladex-contract.md §1.3). */
export interface DateField<N extends string> extends FieldBase<N> {
  readonly kind: 'date' | 'datetime';
  /**
   * A calendar date the wire carries as a datetime string (`yyyy-MM-dd 00:00:00`), e.g. the user's birthday
   * (bladex-contract.md: `birthday` is a datetime string). Shown and edited as a date; a time sent in is dropped.
   */
  readonly wireTime?: boolean;
  readonly rules?: readonly ChoiceRule[];
}

/**
 * A date or datetime range edited as one control and stored in two properties `start` / `end`. Its `name`
 * is the form's handle for the pair, not a record property. `defaultTime` fills the times a date picker
 * leaves out (spec 000 §9: 00:00:00 to 23:59:59 unless said).
 */
export interface RangeField<N extends string> extends Omit<FieldBase<string>, 'search'> {
  readonly kind: 'dateRange' | 'datetimeRange';
  readonly start: N;
  readonly end: N;
  readonly defaultTime?: readonly [string, string];
  readonly rules?: readonly ChoiceRule[];
}

/**
 * Two numbers edited as one control and stored in two properties `start` / `end` (a billing ratio's
 * `rangeMin` / `rangeMax`). `integerRange` takes whole numbers; `numberRange` decimals, at most `precision`
 * places. Its `name` is the form's handle for the pair, not a record property. Rules: `required` asks for both
 * numbers; a `range` rule bounds each of them; the start may not be greater than the end. `search: 'range'`
 * finds rows whose pair lies inside the searched one (`<start>_ge`, `<end>_le`).
 */
export interface NumberRangeField<N extends string> extends Omit<FieldBase<string>, 'search'> {
  readonly kind: 'integerRange' | 'numberRange';
  readonly start: N;
  readonly end: N;
  readonly precision?: number;
  readonly search?: 'range';
  readonly rules?: readonly NumberRule[];
}

/** Region levels of `blade_region.region_level` (dict `region`), read from the code length (2/4/6/9/12). */
export type RegionLevel = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * A region code picked from a lazy tree. `tree: 'region'` is `GET /blade-system/region/lazy-tree?parentCode=`
 * starting at `root` (default 5329, spec 000 §9); `tree: 'city'` is the app-config city tree with parent 53.
 * `levels`: the levels that may be chosen (others only open).
 */
export interface RegionField<N extends string> extends FieldBase<N> {
  readonly kind: 'region';
  readonly tree: 'region' | 'city';
  readonly root: string;
  readonly levels: readonly RegionLevel[];
  readonly rules?: readonly ChoiceRule[];
}

/** Options from another resource's `tree` endpoint (TreeNode: label `title`, value `value`); `'0'` is the root. */
export interface TreeSelectField<N extends string> extends FieldBase<N> {
  readonly kind: 'treeSelect';
  readonly resource: string;
  readonly multiple?: boolean;
  readonly rules?: readonly ChoiceRule[];
}

/** A record (or records, comma-joined ids) of another resource, chosen from its `select` or list endpoint. */
export interface ReferenceField<N extends string> extends FieldBase<N> {
  readonly kind: 'reference';
  readonly resource: string;
  readonly labelField: string;
  readonly multiple?: boolean;
  readonly rules?: readonly ChoiceRule[];
  /**
   * Search values (the target's own field names) the options are listed with, e.g. a linked product's
   * `{ auditState: 1, status: 1 }`: only those records are offered. The server still checks what is saved.
   */
  readonly optionsFilter?: Readonly<Record<string, string | number>>;
}

/**
 * Uploads, stored as the link(s) `put-file` answers. `accept`: lower-case extensions; `maxSizeKb`: the size
 * checked before sending (spec 000 §5: images jpg/jpeg/png ≤ 10000 KB, avatar jpg/png ≤ 500 KB, mp4 ≤ 102400 KB).
 * `images` keeps up to `max` links, comma-joined.
 */
export interface UploadField<N extends string> extends FieldBase<N> {
  readonly kind: 'image' | 'images' | 'file' | 'video';
  readonly accept: readonly string[];
  readonly maxSizeKb: number;
  readonly max?: number;
  readonly rules?: readonly ChoiceRule[];
  /** An image cropped to exactly this many pixels before it is uploaded (covers: 300×300). */
  readonly crop?: { readonly width: number; readonly height: number };
}

/** HTML text with an image uploader; `uploadMaxBytes` 10485760 in detail forms (spec 000 §5). */
export interface RichTextField<N extends string> extends FieldBase<N> {
  readonly kind: 'richText';
  readonly uploadMaxBytes: number;
  readonly rules?: readonly TextRule[];
}

/** A rectangle of WGS-84 degrees: the area a map point must lie in (a prefecture). */
export interface MapBounds {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** A map point stored as the text `lng,lat` (WGS-84 degrees); with `bounds`, only a point inside them. */
export interface MapPointField<N extends string> extends FieldBase<N> {
  readonly kind: 'mapPoint';
  readonly rules?: readonly ChoiceRule[];
  readonly bounds?: MapBounds;
}

/** A password: typed in clear, hashed by the server; pair it with `createOnly` and/or `serverOnly`. */
export interface PasswordField<N extends string> extends FieldBase<N> {
  readonly kind: 'password';
  readonly rules?: readonly TextRule[];
}

/** JSON kept as text (`additionalInformation`); an object sent by a client is stored stringified. */
export interface JsonField<N extends string> extends FieldBase<N> {
  readonly kind: 'json';
  readonly rules?: readonly ChoiceRule[];
  /** A JSON list of objects edited as rows of these columns (an activity's fee items), not as text. */
  readonly rows?: readonly JsonRowColumn[];
}

/** One column of a JSON list edited as rows: the property, its label, and what is typed into it. */
export interface JsonRowColumn {
  readonly name: string;
  readonly label: ResourceTextKey;
  readonly kind: 'text' | 'decimal' | 'integer';
}

/** Every field kind. Renderers of fields end in an exhaustive switch on `kind` (see `assertNeverField`). */
export type Field<N extends string = string> =
  | TextField<N>
  | NumberField<N>
  | MoneyField<N>
  | SwitchField<N>
  | DictField<N>
  | EnumField<N>
  | DateField<N>
  | RangeField<N>
  | NumberRangeField<N>
  | RegionField<N>
  | TreeSelectField<N>
  | ReferenceField<N>
  | UploadField<N>
  | RichTextField<N>
  | MapPointField<N>
  | PasswordField<N>
  | JsonField<N>;

export type FieldKind = Field['kind'];

/** Closes an exhaustive switch on `kind`: a new kind fails to compile until every switch handles it. */
export const assertNeverField = (field: never): never => {
  throw new Error(`Unhandled field kind: ${JSON.stringify(field)}`);
};

/** A field whose value is two record properties `start` / `end`: a date or a number range. */
export type PairField = RangeField<string> | NumberRangeField<string>;

/** Range fields, whose value is two record properties. */
export const isRangeField = (field: Field): field is PairField =>
  field.kind === 'dateRange' ||
  field.kind === 'datetimeRange' ||
  field.kind === 'integerRange' ||
  field.kind === 'numberRange';

/** Date and datetime ranges. */
export const isDateRangeField = (field: Field): field is RangeField<string> =>
  field.kind === 'dateRange' || field.kind === 'datetimeRange';
