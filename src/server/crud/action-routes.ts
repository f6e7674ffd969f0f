import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  resourceText,
  transitionTargets,
  type Field,
  type ResourceAction,
  type ResourceDef,
  type StampSource,
  type TransitionEffect,
} from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import { formatDateTime } from '../db/clock';
import { identityOf } from '../http/auth-guard';
import { badRequest } from '../http/errors';
import { R } from '../http/r';
import type { Row, SqlValue } from '../http/wire';
import type { CrudServices } from './crud-services';
import { crudRouteSchemas } from './route-schemas';
import { parseKeys } from './crud-keys';
import { createHistory } from './history';
import type { ColumnValues, ResourceStore } from './resource-store';
import { stateLabelOf, rowLabelOf } from './state-labels';
import { validateRecord } from './submit';
import type { SqlPart } from './where';

/** What a module's hook of an action gets, inside the action's transaction. */
export interface ActionArgs {
  readonly action: ResourceAction;
  readonly identity: Identity;
  readonly keys: readonly string[];
  /** The rows as they were before the action. */
  readonly rows: readonly Row[];
  /** The request's parameters (query and body together) as sent. */
  readonly input: Readonly<Record<string, unknown>>;
  /** The columns the engine sets on every row; `before` may add to them. */
  readonly values: ColumnValues;
}

/** A module's part in one action, by the action's name (`hooks.actions.refund`). */
export interface ActionHook {
  /** Inside the transaction before the engine writes: refuse by throwing, or add columns to `values`. */
  before?(args: ActionArgs): void;
  /** Inside the transaction after the engine wrote (a refund's balance and its log). */
  after?(args: ActionArgs): void;
  /** The whole work of a `hook` action; what it returns is answered as `data` (nothing: 操作成功). */
  run?(args: ActionArgs): unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** BladeX reads `@RequestParam` values from the query or a form body; JSON bodies carry entity fields. Both count. */
export const requestInput = (request: FastifyRequest): Record<string, unknown> => ({
  ...(isObject(request.query) ? request.query : {}),
  ...(isObject(request.body) ? request.body : {}),
});

/** The ids an action names: its `ids`/`id` parameter, or `ids`/`id` of a body action. */
const keysOf = (def: ResourceDef, action: ResourceAction, input: Readonly<Record<string, unknown>>): string[] => {
  const param = action.input.kind === 'body' ? (input.ids !== undefined ? 'ids' : 'id') : action.input.param;
  const raw = input[param];
  return parseKeys(def, Array.isArray(raw) ? raw.join(',') : raw, param);
};

/** A field as an action writes it, whatever the form says of it (a reason is read-only in the edit form). */
const writable = (field: Field): Field => ({
  ...field,
  readOnly: false,
  createOnly: false,
  readOnlyOnEdit: false,
  form: undefined,
  formOnly: false,
});

/**
 * The routes of a definition's actions that have an effect the engine applies itself: a toggle of a flag, a
 * guarded state transition, or a module hook run in the engine's transaction. Actions without an effect are the
 * module's own routes. Every one checks the action's button code, names only rows the caller may see, and writes
 * in one immediate transaction, so concurrent calls are applied one after another.
 */
export const registerActionRoutes = (
  app: FastifyInstance,
  options: {
    services: CrudServices;
    store: ResourceStore;
    hooks: Readonly<Record<string, ActionHook>>;
    /** The caller's rows among `keys` (tenant, soft delete and data scopes). */
    scopedWhere(identity: Identity, extra: SqlPart): SqlPart;
  },
): void => {
  const { services, store, hooks, scopedWhere } = options;
  const { def } = store;
  const { ctx } = services;
  const history = createHistory(ctx.db, ctx.ids, ctx.now);
  const userName = ctx.db.prepare<[string], { real_name: string | null; name: string | null }>(
    'SELECT real_name, name FROM blade_user WHERE id = ?',
  );
  const fieldOf = (name: string): Field => {
    const field = def.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`resource ${def.name}: an action names the unknown field ${name}`);
    return field;
  };
  const columnOf = (name: string): string => {
    const column = store.byProperty.get(name)?.column;
    if (!column) throw new Error(`resource ${def.name}: an action writes ${name}, which has no column`);
    return column;
  };
  const stampValue = (source: StampSource, identity: Identity): SqlValue => {
    const now = formatDateTime(ctx.now());
    if (source === 'now') return now;
    if (source === 'today') return now.slice(0, 10);
    if (source === 'user') return identity.userId;
    const user = userName.get(identity.userId);
    return user?.real_name || user?.name || identity.userName || identity.account;
  };

  const loadRows = (identity: Identity, keys: readonly string[]): Row[] => {
    const where = scopedWhere(identity, {
      sql: `${store.keyColumn} IN (SELECT value FROM json_each(?))`,
      params: [JSON.stringify(keys)],
    });
    const rows = store.all(where, []);
    if (rows.length !== keys.length) throw badRequest('所选数据不存在或已被删除');
    return rows;
  };

  /** A field the request must carry, checked as the field (a switch's two values, a dictionary's keys). */
  const asked = (field: Field): Field =>
    ({ ...writable(field), rules: [{ kind: 'required', message: 'res.common.validation.required.select' }] }) as Field;

  const toggle = (field: Field, identity: Identity, input: Record<string, unknown>): ColumnValues => {
    const validated = validateRecord(services, { ...def, fields: [asked(field)] }, 'create', identity, input);
    return { [columnOf(field.name)]: validated[field.name] as SqlValue };
  };

  const transition = (
    action: ResourceAction,
    effect: TransitionEffect,
    identity: Identity,
    input: Record<string, unknown>,
  ): { values: ColumnValues; target: SqlValue } => {
    const state = fieldOf(effect.field);
    const targets = transitionTargets(effect);
    const chosen = targets.length > 1;
    const inputFields = (effect.input ?? []).filter((name) => name !== effect.field).map(fieldOf);
    const fields = [...(chosen ? [asked(state)] : []), ...inputFields.map(writable)];
    const validated = validateRecord(services, { ...def, fields }, 'create', identity, input);
    const target = (chosen ? validated[effect.field] : targets[0]) as SqlValue;
    if (!targets.some((value) => String(value) === String(target)))
      throw badRequest(resourceText('res.common.actions.wrongTarget', { action: resourceText(action.label) }));
    const values: ColumnValues = { [columnOf(effect.field)]: target };
    for (const field of inputFields)
      if (validated[field.name] !== undefined) values[columnOf(field.name)] = validated[field.name] as SqlValue;
    for (const [property, source] of Object.entries(effect.stamp ?? {}))
      values[columnOf(property)] = stampValue(source, identity);
    return { values, target };
  };

  for (const action of def.actions ?? []) {
    const effect = action.effect;
    if (!effect) continue;
    const hook = hooks[action.name] ?? {};
    if (effect.kind === 'hook' && !hook.run)
      throw new Error(`resource ${def.name}: action ${action.name} is a hook but its module has none`);
    const url = `${def.endpoint}/${action.path}`;
    const handler = async (request: FastifyRequest) => {
      const identity = identityOf(request);
      services.grants.requireWrite(identity, def, action.permission);
      const input = requestInput(request);
      const keys = keysOf(def, action, input);
      // Validation first, outside the write: a refused value writes nothing.
      const planned =
        effect.kind === 'toggle'
          ? { values: toggle(fieldOf(effect.field), identity, input), target: undefined }
          : effect.kind === 'transition'
            ? transition(action, effect, identity, input)
            : { values: {}, target: undefined };
      const answer = ctx.db
        .transaction((): unknown => {
          const rows = loadRows(identity, keys);
          const args: ActionArgs = { action, identity, keys, rows, input, values: planned.values };
          if (effect.kind === 'transition') {
            const stateColumn = columnOf(effect.field);
            const from = new Set(effect.from.map(String));
            const wrong = rows.find((row) => !from.has(String(row[stateColumn] ?? '')));
            if (wrong) {
              throw badRequest(
                resourceText('res.common.actions.wrongState', {
                  row: rowLabelOf(def, wrong, store),
                  state: stateLabelOf(ctx.db, identity.tenantId, fieldOf(effect.field), wrong[stateColumn]),
                  action: resourceText(action.label),
                }),
              );
            }
          }
          hook.before?.(args);
          if (effect.kind === 'hook') return hook.run?.(args);
          const guard: SqlPart | undefined =
            effect.kind === 'transition'
              ? {
                  sql: `${columnOf(effect.field)} IN (SELECT value FROM json_each(?))`,
                  params: [JSON.stringify(effect.from)],
                }
              : undefined;
          const changed = store.updateMany(identity, keys, args.values, guard);
          if (changed !== keys.length) throw badRequest('所选数据已被他人修改，请刷新后重试');
          if (effect.kind === 'transition') {
            const stateColumn = columnOf(effect.field);
            const remark = effect.input
              ?.map((name) => args.values[columnOf(name)])
              .find((value) => typeof value === 'string' && value !== '');
            for (const row of rows) {
              history.record({
                identity,
                resource: def.name,
                recordId: String(row[store.keyColumn]),
                action: action.name,
                field: effect.field,
                from: row[stateColumn],
                to: planned.target ?? null,
                remark: typeof remark === 'string' ? remark : '',
                operatorName: String(stampValue('userName', identity)),
              });
            }
          }
          hook.after?.(args);
          return undefined;
        })
        .immediate();
      return answer === undefined ? R.status(true) : R.data(answer);
    };
    app.route({ method: action.method, url, schema: crudRouteSchemas(def).action(action), handler });
  }
};
