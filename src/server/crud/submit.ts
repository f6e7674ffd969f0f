import type { z } from 'zod';
import { describeIssues, keyOf, recordSchema, type ResourceDef, type SchemaMode } from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import { HttpError, badRequest } from '../http/errors';
import { R } from '../http/r';
import type { Row } from '../http/wire';
import type { CrudServices } from './crud-services';
import { createDictItemsLookup, memoiseDictItems } from './dict-items';
import { notFound, type ColumnValues, type ResourceStore } from './resource-store';

export interface WriteArgs {
  readonly mode: SchemaMode;
  readonly identity: Identity;
  /** The validated columns; a hook may change or add to them. */
  readonly values: ColumnValues;
  /** The request body as sent (a hook may read what the schema strips, e.g. a root dict row's parent). */
  readonly input: Readonly<Record<string, unknown>>;
  /** The row before an update. */
  readonly existing?: Row;
  /**
   * In an import, the columns of a row planned earlier in the same file, by its key (a region's parent created
   * a few rows above it); undefined in a submit.
   */
  readonly planned?: (key: string) => ColumnValues | undefined;
}

/** Resource-specific rules around the generic write; a hook throws HttpError to refuse. */
export interface WriteHooks {
  /** May be async (password hashing); must not write. */
  beforeWrite?(args: WriteArgs): void | Promise<void>;
  /** Runs inside the write's transaction, after the row is written. */
  afterWrite?(args: WriteArgs & { readonly key: string }): void;
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The JSON object of a submit; anything else is a 400 before any rule runs. */
export const bodyObject = (body: unknown): Record<string, unknown> => {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('参数错误: 请求体必须是JSON对象');
  return { ...(body as Record<string, unknown>) };
};

/**
 * The validator of a definition's submits for one caller: the definition's zod schema (`recordSchema`, the form's
 * own) built once, with each dictionary read once. A batch (a device's captures) validates every record with one
 * validator instead of building the schema and reading the dictionaries again per record. The validator answers
 * the first field's zh message with HTTP 400 and `data.fieldErrors`; nothing is written then.
 */
export const recordValidator = (
  services: CrudServices,
  def: ResourceDef,
  mode: SchemaMode,
  identity: Identity,
  /** An update's stored record (wire properties), read by conditions on what the input leaves out. */
  stored?: Readonly<Record<string, unknown>>,
): ((input: Record<string, unknown>) => Record<string, unknown>) => {
  const dictItems = memoiseDictItems(createDictItemsLookup(services.ctx.db, identity.tenantId));
  const schema = recordSchema(def, mode, { dictItems, stored });
  return (input) => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data as Record<string, unknown>;
    const { message, fieldErrors } = describeIssues(parsed.error as z.ZodError, 'zh');
    throw new HttpError(400, message, { ...R.fail(message), data: { fieldErrors } });
  };
};

/** Validates one submit (`recordValidator` for a single record). */
export const validateRecord = (
  services: CrudServices,
  def: ResourceDef,
  mode: SchemaMode,
  identity: Identity,
  input: Record<string, unknown>,
  /** An update's stored record (wire properties), read by conditions on what the input leaves out. */
  stored?: Readonly<Record<string, unknown>>,
): Record<string, unknown> => recordValidator(services, def, mode, identity, stored)(input);

/** The row an update names, when its key is text and the caller's scope holds it. */
const storedOf = (store: ResourceStore, identity: Identity, key: unknown): Row | undefined =>
  typeof key === 'string' || typeof key === 'number' ? store.get(identity, String(key).trim()) : undefined;

/** Whether a submit inserts or updates: an id present means update; a code resource updates a code it has. */
export const submitMode = (store: ResourceStore, identity: Identity, input: Record<string, unknown>): SchemaMode => {
  const key = input[keyOf(store.def)];
  if (isBlank(key)) return 'create';
  if (store.def.idKind === 'snowflake') return 'update';
  return store.get(identity, String(key).trim()) ? 'update' : 'create';
};

/**
 * The whole submit: grant (`_add` / `_edit`), validation, hooks, unique fields, then the write in one
 * transaction. Returns the row's key.
 */
export const runSubmit = async (
  services: CrudServices,
  store: ResourceStore,
  identity: Identity,
  body: unknown,
  hooks: WriteHooks = {},
  /** `save` always inserts (a key in the body is ignored); `update` always updates (it needs the key). */
  forced?: SchemaMode,
): Promise<{ key: string; mode: SchemaMode }> => {
  const { def } = store;
  const input = bodyObject(body);
  if (forced === 'create') delete input[keyOf(def)];
  const mode = forced ?? submitMode(store, identity, input);
  services.grants.requireWrite(identity, def, `${def.permission}_${mode === 'create' ? 'add' : 'edit'}`);
  if (def.readOnly) throw badRequest('该数据只读,不能新增或修改');
  if (def.noAdd && mode === 'create') throw badRequest('该数据不能新增');
  const storedRow = mode === 'update' ? storedOf(store, identity, input[keyOf(def)]) : undefined;
  const stored = storedRow ? services.ctx.wire.row(storedRow) : undefined;
  const validated = validateRecord(services, def, mode, identity, input, stored);
  const values = store.toColumns(validated);
  const key = mode === 'update' ? String(values[store.keyColumn]) : undefined;
  const existing = key === undefined ? undefined : store.get(identity, key);
  if (mode === 'update' && !existing) throw notFound();
  const args: WriteArgs = { mode, identity, values, input, existing };
  await hooks.beforeWrite?.(args);
  const written = services.ctx.db
    .transaction((): string => {
      const problem = store.uniqueProblem(identity, values, key);
      if (problem) throw badRequest(problem);
      let writtenKey = key ?? '';
      if (mode === 'create') {
        if (def.idKind === 'code' && store.get(identity, String(values[store.keyColumn])))
          throw badRequest('编号已存在');
        writtenKey = store.insert(identity, values);
      } else if (!store.update(identity, writtenKey, values)) throw notFound();
      hooks.afterWrite?.({ ...args, key: writtenKey });
      return writtenKey;
    })
    .immediate();
  return { key: written, mode };
};
