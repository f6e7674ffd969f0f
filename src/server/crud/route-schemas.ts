import { z } from 'zod';
import {
  keyOf,
  resourceText,
  wireRecordSchema,
  type ResourceAction,
  type ResourceDef,
} from '../../shared/resources/index';

/** A JSON Schema as Fastify and the OpenAPI document take it. */
type JsonSchema = Record<string, unknown>;

const toJson = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;

/** The `R` envelope around a payload (bladex-contract.md §1.4). */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { type: 'integer' }, success: { type: 'boolean' }, msg: { type: 'string' }, data },
  additionalProperties: true,
});

/** A MyBatis-Plus page (§1.5): records and total, the paging facts beside them. */
const page = (record: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    records: { type: 'array', items: record },
    total: { type: 'integer' },
    size: { type: 'integer' },
    current: { type: 'integer' },
    pages: { type: 'integer' },
  },
  additionalProperties: true,
});

const PAGING: JsonSchema = {
  type: 'object',
  properties: {
    current: { type: 'integer', minimum: 1, description: '页码，从 1 开始' },
    size: { type: 'integer', minimum: 1, maximum: 1000, description: '每页条数' },
    ascs: { type: 'string', description: '升序列（snake_case，逗号分隔）' },
    descs: { type: 'string', description: '降序列（snake_case，逗号分隔）' },
  },
  additionalProperties: true,
};

/**
 * The Fastify schemas of a definition's routes, generated from its wire record (`wireRecordSchema`, zod → JSON
 * Schema): answers are serialised by them, and the OpenAPI document (`/v3/api-docs`) describes every route with
 * them. Input is not validated by them: `recordSchema` and the list parser answer with BladeX's messages.
 */
export const crudRouteSchemas = (def: ResourceDef) => {
  const record = toJson(wireRecordSchema(def));
  const tags = [def.area];
  const title = resourceText(def.title);
  const ok = envelope({ type: 'boolean' });
  const key = keyOf(def);
  return {
    list: {
      tags,
      summary: `${title}：${def.shape === 'tree' ? '树形列表' : '分页列表'}`,
      querystring: PAGING,
      response: { 200: envelope(def.shape === 'tree' ? { type: 'array', items: record } : page(record)) },
    },
    detail: {
      tags,
      summary: `${title}：详情`,
      querystring: { type: 'object', properties: { [key]: { type: 'string' } }, required: [key] },
      // A key nothing matches answers data null (BladeX: 暂无承载数据).
      response: { 200: envelope({ ...record, nullable: true }) },
    },
    write: (verb: string) => ({ tags, summary: `${title}：${verb}`, body: record, response: { 200: ok } }),
    remove: {
      tags,
      summary: `${title}：删除`,
      querystring: {
        type: 'object',
        properties: { [def.verbs.removeParam]: { type: 'string', description: '逗号分隔的主键' } },
      },
      response: { 200: ok },
    },
    action: (action: ResourceAction) => ({ tags, summary: `${title}：${resourceText(action.label)}` }),
    other: (summary: string) => ({ tags, summary: `${title}：${summary}` }),
  };
};
