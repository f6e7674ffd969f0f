import type { commonZh } from '../i18n/resources/common.zh';
import type { Condition, ConditionValue } from './condition';
import type { SearchMode, TableColumn } from './field';
import type { FormatRule } from './rules';
import type { CommonTextKey, TextLeaf } from './text';
import type { TextTree } from './types';

/** A resource's zh texts: a `title`, and usually `fields` (labels by field name), `rules`, `actions`, options. */
export type ZhTexts = TextTree & { readonly title: string };

/** A key the kit accepts: a leaf of the resource's own texts (`rules.name`) or a shared one (`res.common...`). */
export type KitKey<Z> = TextLeaf<Z> | CommonTextKey;

/** Field names whose label the shared texts give (`createTime`, `sort`, `remark` ...). */
export type CommonFieldName = keyof (typeof commonZh)['fields'] & string;

/** The names a kit's fields may take: a label under the resource's `fields`, or a shared label. */
export type KitFieldName<Z> = (Z extends { readonly fields: infer F } ? keyof F & string : never) | CommonFieldName;

/** `required: true` (the resource's `rules.<name>` text, else 请输入/请选择 + label), a key, or a conditional one. */
export type KitRequired<Z> = true | KitKey<Z> | { readonly message?: KitKey<Z>; readonly when: Condition };

/** Rules as a definition writes them: messages as kit keys. */
export type KitRule<Z> =
  | { readonly kind: 'length'; readonly min?: number; readonly max?: number; readonly message?: KitKey<Z> }
  | { readonly kind: 'range'; readonly min?: number; readonly max?: number; readonly message?: KitKey<Z> }
  | { readonly kind: 'pattern'; readonly pattern: string; readonly flags?: string; readonly message: KitKey<Z> }
  | { readonly kind: 'format'; readonly format: FormatRule['format']; readonly message?: KitKey<Z> }
  | { readonly kind: 'sameAs'; readonly field: string; readonly message: KitKey<Z> };

/** What every builder takes beside the field's name. */
export interface KitBase<Z> {
  readonly label?: KitKey<Z>;
  readonly column?: string;
  readonly sortable?: boolean;
  readonly table?: TableColumn | false;
  readonly form?: false | { readonly tab?: KitKey<Z>; readonly group?: KitKey<Z>; readonly span?: 6 | 8 | 12 | 24 };
  readonly defaultValue?: ConditionValue;
  readonly visibleWhen?: Condition;
  readonly readOnly?: boolean;
  readonly readOnlyOnEdit?: boolean;
  readonly createOnly?: boolean;
  readonly formOnly?: boolean;
  readonly serverOnly?: boolean;
  readonly virtual?: boolean;
  readonly unique?: KitKey<Z>;
  readonly required?: KitRequired<Z>;
  readonly rules?: readonly KitRule<Z>[];
}

/** Builders of searchable single-value kinds also take a search mode. */
export interface KitSearchable<Z> extends KitBase<Z> {
  readonly search?: SearchMode;
}

export interface KitDateOptions<Z> extends KitSearchable<Z> {
  /** The wire carries this date as `yyyy-MM-dd 00:00:00` (see `DateField.wireTime`). */
  readonly wireTime?: boolean;
}

export interface KitTextOptions<Z> extends KitSearchable<Z> {
  /** Length bounds in characters. */
  readonly min?: number;
  readonly max?: number;
  /** A format checked by src/shared/validation (mobile, phone, url, citizenId, email). */
  readonly format?: FormatRule['format'];
}

export interface KitNumberOptions<Z> extends KitSearchable<Z> {
  readonly min?: number;
  readonly max?: number;
  readonly precision?: number;
}

export interface KitOption<Z> {
  readonly value: string | number;
  readonly label?: KitKey<Z>;
}
