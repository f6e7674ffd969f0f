import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allResources,
  columnOf,
  isFieldVisible,
  isRangeField,
  keyOf,
  searchFields,
  writableFields,
  type Field,
  type ResourceAction,
  type ResourceDef,
} from '../../../src/shared/resources/index';
import { createCrudFixture, writeUrl, type CrudFixture } from './fixtures';
import { sampleRecord } from './samples';

/**
 * Issue 18, "what already holds": malformed requests to every resource's routes (list, detail, remove, submit and
 * every action: toggles, state transitions, hooks and module-routed ones) never make a 5xx and never change a row.
 * Generated from the registry, so a new resource or action is fuzzed without a line here.
 */
let fx: CrudFixture;
beforeAll(async () => {
  fx = await createCrudFixture();
});
afterAll(async () => fx.server.close());

/** What the request log and sign-in bookkeeping write on every call; everything else must stay as it was. */
const BOOKKEEPING = new Set([
  'blade_log_api',
  'blade_refresh_token',
  'blade_access_revocation',
  // The housing screens' 同步 takes no input, so any call to it is a real run; each run (here one that cannot
  // reach the source, so it writes no housing row) is recorded in its log by design.
  'municipal_housing_sync_log',
]);

/**
 * Every row of every table but the bookkeeping, as one hash per table: an update changes it as surely as an insert
 * (a count would miss an action that rewrote a row in place).
 */
const contents = (): Record<string, string> => {
  const tables = fx.db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name));
  return Object.fromEntries(
    tables.map((name) => {
      // Sorted, since some tables have no rowid to order by.
      const rows = fx.db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort();
      return [name, createHash('sha256').update(rows.join('\n')).digest('hex')];
    }),
  );
};

/**
 * Values no field of the kind accepts: a wrong JSON type. (An empty object or list counts as "not filled in", as the
 * spec's isEmpty says, so it is left out rather than refused.)
 */
const wrongTypeFor = (field: Field): unknown[] => (field.kind === 'json' ? [true, 42] : [{ $gt: '' }, [[1]]]);

const HOSTILE_TEXT = ["' OR 1=1 --", '%', '_', '\\', '"); DROP TABLE blade_user; --', 'x'.repeat(5000), '\u0000'];
const BAD_KEYS = ['abc', '1 OR 1=1', '-1', '1;DROP', 'x'.repeat(300), '1,abc', ',,,'];
const BAD_PAGING: Record<string, string>[] = [
  { current: '-1', size: '10' },
  { current: 'abc', size: 'abc' },
  { current: '1', size: '1000000' },
  { current: '99999999999999999999', size: '10' },
  { descs: 'id;DROP TABLE blade_user' },
  { ascs: '(SELECT 1)' },
  { descs: 'password' },
];

let sent = 0;
const call = async (token: string, options: Parameters<CrudFixture['server']['call']>[1]) => {
  sent += 1;
  const res = await fx.server.call(token, options);
  expect(
    res.statusCode,
    `${options.method} ${options.url} ${JSON.stringify(options.query ?? options.payload)}`,
  ).toBeLessThan(500);
  return res;
};

const fuzzList = async (def: ResourceDef) => {
  const url = `${def.endpoint}/${def.verbs.list}`;
  for (const query of BAD_PAGING) await call(fx.admin, { method: 'GET', url, query });
  for (const field of searchFields(def)) {
    const names = isRangeField(field) ? [field.start, field.end] : [field.name];
    for (const name of names) {
      for (const value of HOSTILE_TEXT) {
        for (const suffix of ['', '_like', '_equal', '_gt', '_in', '_between', '_nonsense']) {
          await call(fx.admin, { method: 'GET', url, query: { [`${name}${suffix}`]: value } });
        }
      }
    }
  }
};

const fuzzKeys = async (def: ResourceDef) => {
  for (const key of BAD_KEYS) {
    await call(fx.admin, { method: 'GET', url: `${def.endpoint}/${def.verbs.detail}`, query: { [keyOf(def)]: key } });
    if (def.verbs.remove) {
      await call(fx.admin, {
        method: 'POST',
        url: `${def.endpoint}/${def.verbs.remove}`,
        query: { [def.verbs.removeParam]: key },
      });
    }
  }
};

const fuzzSubmit = async (def: ResourceDef) => {
  const url = writeUrl(def, 'create');
  for (const payload of ['[]', '"x"', '42', 'null', '{"id":', '{"__proto__":{"admin":true}}']) {
    await call(fx.admin, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  }
  if (def.readOnly || def.noAdd) return;
  const sample = sampleRecord(def, fx.sample);
  for (const field of writableFields(def, 'create')) {
    if (!isFieldVisible(field, sample)) continue;
    for (const value of wrongTypeFor(field)) {
      const res = await call(fx.admin, { method: 'POST', url, payload: { ...sample, [field.name]: value } });
      expect(res.statusCode, `${def.name}.${field.name} = ${JSON.stringify(value)}`).toBe(400);
    }
  }
  // A malformed key is an edit of nothing: the contract's update verb where it has one (merchants, products).
  const update = writeUrl(def, 'update');
  for (const key of BAD_KEYS) {
    const res = await call(fx.admin, { method: 'POST', url: update, payload: { ...sample, [keyOf(def)]: key } });
    expect(res.statusCode, `${def.name} ${keyOf(def)} ${key}`).toBe(400);
  }
};

/** An action's request with these input values: in the query for `ids`/`id` actions, as a JSON body otherwise. */
const actionCall = (def: ResourceDef, action: ResourceAction, input: Record<string, unknown>) => {
  const url = `${def.endpoint}/${action.path}`;
  if (action.input.kind === 'body') return call(fx.admin, { method: action.method, url, payload: input });
  const query = Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)]));
  return call(fx.admin, { method: action.method, url, query });
};

const keyParamOf = (action: ResourceAction): string => (action.input.kind === 'body' ? 'ids' : action.input.param);

/** One live row of the administrator's tenant, so a hostile value meets the validation and not only "not found". */
const liveKeyOf = (def: ResourceDef): string | undefined => {
  const key = def.fields.find((field) => field.name === keyOf(def));
  const column = key ? columnOf(key) : keyOf(def);
  const columns = new Set(
    fx.db
      .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
      .all(def.table)
      .map((row) => row.name),
  );
  const where = [
    columns.has('tenant_id') ? "tenant_id = '000000'" : '',
    columns.has('is_deleted') ? 'is_deleted = 0' : '',
  ]
    .filter((part) => part !== '')
    .join(' AND ');
  const row = fx.db
    .prepare<[], { k: string | number }>(
      `SELECT "${column}" AS k FROM "${def.table}" ${where ? `WHERE ${where}` : ''} LIMIT 1`,
    )
    .get();
  return row === undefined ? undefined : String(row.k);
};

/**
 * Every action: malformed ids; and, on a live row, hostile values for what a toggle or a transition reads (its
 * field and its input fields). The value a toggle or a transition would apply is always hostile, so nothing may
 * pass: an action whose target is fixed and reads no field is sent malformed ids only, since on a live row it would
 * rightly run.
 */
const fuzzed = new Set<string>();
const fuzzActions = async (def: ResourceDef) => {
  for (const action of def.actions ?? []) {
    fuzzed.add(`${def.name}.${action.name}`);
    const param = keyParamOf(action);
    for (const key of BAD_KEYS) await actionCall(def, action, { [param]: key });
    await actionCall(def, action, {});
    const effect = action.effect;
    const live = liveKeyOf(def);
    if (!live || !effect || effect.kind === 'hook') continue;
    const chosenTarget = effect.kind === 'toggle' || Array.isArray(effect.to);
    if (!chosenTarget) continue;
    const inputs = effect.kind === 'transition' ? (effect.input ?? []) : [];
    for (const value of [...HOSTILE_TEXT, 42.5, -1]) {
      await actionCall(def, action, { [param]: live, [effect.field]: value });
      for (const name of inputs) await actionCall(def, action, { [param]: live, [effect.field]: value, [name]: value });
    }
  }
};

describe('malformed requests to every resource', () => {
  for (const def of allResources()) {
    it(`${def.name}: no 5xx, no row changed`, async () => {
      // The sample's referenced rows (a product's merchant) are the fixture's, inserted before the count starts.
      if (!def.readOnly && !def.noAdd) sampleRecord(def, fx.sample);
      const before = contents();
      await fuzzList(def);
      await fuzzKeys(def);
      await fuzzSubmit(def);
      await fuzzActions(def);
      expect(contents()).toEqual(before);
    });
  }

  it('reached every action of the registry, merchant, product and order writes among them', () => {
    const actions = allResources().flatMap((def) => (def.actions ?? []).map((action) => `${def.name}.${action.name}`));
    expect([...fuzzed].sort()).toEqual(actions.sort());
    expect(actions).toEqual(expect.arrayContaining(['productOrder.writeOff', 'product.status']));
  });

  it('sent a few thousand requests in all', () => {
    expect(sent).toBeGreaterThan(1000);
  });
});
