import {
  importFieldsOf,
  importKeyOf,
  resourceText,
  type Field,
  type FormatRule,
  type ResourceDef,
  type Rule,
} from '../../shared/resources/index';
import { referenceTarget } from './import-lookups';

/**
 * How a cell becomes a submit value: as typed, a day or a date-time (Excel dates or typed text), a label of a
 * fixed or dictionary option, or names of referenced rows (roles, departments ...) looked up in the tenant.
 */
export type CellKind = 'text' | 'date' | 'datetime' | 'choice' | 'names';

export interface ImportColumn {
  readonly field: Field;
  /** The template's header: the field's zh label, so the sheet reads like the form. */
  readonly header: string;
  /** Every header a file may use for the column: the label and the module's aliases (BladeX's own template's). */
  readonly accepted: readonly string[];
  readonly kind: CellKind;
  readonly multiple: boolean;
  /** Required on every create (a rule without a condition, on a field always shown, without a default). */
  readonly required: boolean;
  /** The import's key: a value an existing row has is that row (overwritten, or refused as taken). */
  readonly key: boolean;
}

const cellKindOf = (field: Field): CellKind => {
  if (field.kind === 'date') return 'date';
  if (field.kind === 'datetime') return 'datetime';
  if (field.kind === 'dict' || field.kind === 'enum' || field.kind === 'switch') return 'choice';
  if (referenceTarget(field)) return 'names';
  return 'text';
};

const rulesOf = (field: Field): readonly Rule[] => (field.rules ?? []) as readonly Rule[];

/** A field a create cannot do without: required whatever else the row says, with no default to fall back on. */
const isAlwaysRequired = (field: Field): boolean =>
  field.visibleWhen === undefined &&
  field.defaultValue === undefined &&
  rulesOf(field).some((rule) => rule.kind === 'required' && rule.when === undefined);

/** The import's columns in template order, each with the headers a file may name it by. */
export const importColumns = (
  def: ResourceDef,
  headerAliases: Readonly<Record<string, readonly string[]>> = {},
): ImportColumn[] => {
  const key = importKeyOf(def);
  return importFieldsOf(def).map((field) => {
    const header = resourceText(field.label);
    return {
      field,
      header,
      accepted: [header, ...(headerAliases[field.name] ?? [])],
      kind: cellKindOf(field),
      multiple: 'multiple' in field && field.multiple === true,
      required: isAlwaysRequired(field),
      key: field === key,
    };
  });
};

/** The noun of the definition's rows in messages and file names: its zh title less a trailing 管理 (用户管理 → 用户). */
export const rowNoun = (def: ResourceDef): string => resourceText(def.title).replace(/管理$/, '');

const KIND_HINTS: Partial<Record<Field['kind'], string>> = {
  date: '日期，如 2024-01-31',
  datetime: '日期时间，如 2024-01-31 08:30:00，也可只填日期',
  number: '数字',
  integer: '整数',
  region: '区划编号，如 532901',
};

const FORMAT_HINTS: Readonly<Record<FormatRule['format'], string>> = {
  mobile: '11位手机号码',
  phone: '11位手机号码',
  url: 'http(s)://开头的网址',
  citizenId: '18位身份证号码',
  email: '邮箱地址',
};

const ruleHints = (field: Field): string[] =>
  rulesOf(field).flatMap((rule): string[] => {
    if (rule.kind === 'length' && rule.max !== undefined)
      return [rule.min ? `${rule.min}到${rule.max}个字符` : `最多${rule.max}个字符`];
    if (rule.kind === 'range' && rule.min !== undefined && rule.max !== undefined)
      return [`${rule.min}到${rule.max}之间`];
    if (rule.kind === 'format') return [FORMAT_HINTS[rule.format]];
    return [];
  });

/**
 * What a column's header note tells the operator: required or not, the key, the format the schema checks, the
 * options to choose from (listed in full on the instructions sheet) and how to write several values.
 */
export const columnNote = (column: ImportColumn, choices: readonly string[] | undefined, noun: string): string => {
  const { field } = column;
  const parts = [column.required ? '必填' : '选填'];
  if (column.key) parts.push(`同一${noun}不可重复；开启"覆盖已存在的数据"时用于找到要更新的数据`);
  else if (field.unique) parts.push('不可重复');
  if (field.kind === 'money') parts.push(field.unit === 'cent' ? '金额(分)，整数' : '金额(元)，最多两位小数');
  const hint = KIND_HINTS[field.kind];
  if (hint) parts.push(hint);
  parts.push(...ruleHints(field));
  if (column.kind === 'names') {
    const target = referenceTarget(field);
    parts.push(`填写${target ? rowNoun(target.def) : ''}名称`);
  }
  if (choices) parts.push(choices.length <= 8 ? `可选：${choices.join('、')}` : '可选值见「填写说明」');
  if (column.multiple) parts.push('多个用英文逗号分隔');
  return parts.join('；');
};
