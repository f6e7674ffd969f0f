/**
 * What a generated resource is made of: the model the scaffold command reads from its arguments and the
 * code-generation screens build from a table. Everything needed to write a definition file in this project's
 * format (src/shared/resources/<area>/<name>.ts), its texts included.
 */

import type { SearchMode } from '../../shared/resources/field';
import { MODEL_KINDS, type ModelKind } from '../../shared/codegen/field-kinds';

/** The field kinds a model may name: the kit builders a generated definition uses. */
export { MODEL_KINDS, type ModelKind };

export interface FieldModel {
  /** camelCase property; its column is its snake_case. */
  readonly name: string;
  readonly kind: ModelKind;
  readonly labelZh: string;
  readonly labelEn: string;
  readonly required?: boolean;
  /** For `dict`: the business dictionary code. */
  readonly dict?: string;
  /** Searched in the list (LIKE for text, equality for choices, a range for dates). */
  readonly search?: boolean;
  /** How it is searched when `search` is set; the kind's default (`queryTypeFor`) when absent or not offered. */
  readonly searchMode?: SearchMode;
  /** Shown in the table (default true). */
  readonly table?: boolean;
}

export interface ResourceModel {
  readonly area: string;
  readonly name: string;
  readonly titleZh: string;
  readonly titleEn: string;
  readonly menu?: string;
  readonly endpoint: string;
  readonly table: string;
  /** Button-code prefix (the menu's code). */
  readonly permission: string;
  /** `tenant`: TenantEntity (tenant_id, audit columns, soft delete); `base`: BaseEntity shared by every tenant. */
  readonly base: 'tenant' | 'base';
  readonly export?: boolean;
  readonly fields: readonly FieldModel[];
}

const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const SNAKE = /^[a-z][a-z0-9_]*$/;
const AREA = /^[a-z][a-z0-9]*$/;
const PATH = /^\/[A-Za-z0-9/_-]+$/;

/** The reasons a model cannot be generated, one line each (empty when it can). */
export const modelProblems = (model: ResourceModel): string[] => {
  const problems: string[] = [];
  if (!AREA.test(model.area)) problems.push(`area "${model.area}": lower-case letters and digits`);
  if (!CAMEL.test(model.name)) problems.push(`name "${model.name}": camelCase`);
  if (!SNAKE.test(model.table)) problems.push(`table "${model.table}": snake_case`);
  if (!PATH.test(model.endpoint))
    problems.push(`endpoint "${model.endpoint}": a path such as /blade-order/shopWelfare`);
  if (model.menu !== undefined && !PATH.test(model.menu))
    problems.push(`menu "${model.menu}": a path such as /welfare/coupon`);
  if (!SNAKE.test(model.permission)) problems.push(`permission "${model.permission}": snake_case`);
  if (model.titleZh.trim() === '' || model.titleEn.trim() === '') problems.push('a title in zh and en');
  const seen = new Set<string>();
  for (const field of model.fields) {
    if (!CAMEL.test(field.name)) problems.push(`field "${field.name}": camelCase`);
    if (seen.has(field.name)) problems.push(`field "${field.name}" twice`);
    seen.add(field.name);
    if (!MODEL_KINDS.includes(field.kind)) problems.push(`field "${field.name}": unknown kind ${field.kind}`);
    if (field.kind === 'dict' && !field.dict) problems.push(`field "${field.name}": a dict field needs its code`);
    if (['id', 'tenantId', 'createTime', 'createUser', 'updateTime', 'updateUser', 'isDeleted'].includes(field.name))
      problems.push(`field "${field.name}" is a column every table has`);
  }
  if (model.fields.length === 0) problems.push('at least one field');
  return problems;
};

/**
 * One `--field` argument: `name[*]:kind[=dict]:中文[:English]`, `*` marking it required, e.g.
 * `title*:text:券名称:Name`, `type:dict=coupon_type:券类型:Type`.
 */
export const parseFieldArgument = (argument: string): FieldModel => {
  const [rawName = '', rawKind = '', labelZh = '', labelEn = ''] = argument.split(':');
  const required = rawName.endsWith('*');
  const name = required ? rawName.slice(0, -1) : rawName;
  const [kind, dict] = rawKind.split('=');
  return {
    name,
    kind: kind as ModelKind,
    labelZh: labelZh || name,
    labelEn: labelEn || labelZh || name,
    ...(required ? { required } : {}),
    ...(dict ? { dict } : {}),
    search: kind === 'text' || kind === 'dict' || kind === 'status' || kind === 'flag',
  };
};
