import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allResources,
  isFieldVisible,
  isRangeField,
  keyOf,
  searchFields,
  writableFields,
  type Field,
  type ResourceDef,
} from '../../../src/shared/resources/index';
import { tableCounts } from '../../helpers/server';
import { createCrudFixture, type CrudFixture } from './fixtures';
import { sampleRecord } from './samples';

/**
 * Issue 18, "what already holds": malformed requests to every resource's routes never make a 5xx and never change a
 * row. Generated from the registry, so a new resource is fuzzed without a line here.
 */
let fx: CrudFixture;
beforeAll(async () => {
  fx = await createCrudFixture();
});
afterAll(async () => fx.server.close());

const counts = () => tableCounts(fx.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);

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
  const url = `${def.endpoint}/${def.verbs.submit}`;
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
  for (const key of BAD_KEYS) {
    const res = await call(fx.admin, { method: 'POST', url, payload: { ...sample, [keyOf(def)]: key } });
    expect(res.statusCode, `${def.name} ${keyOf(def)} ${key}`).toBe(400);
  }
};

describe('malformed requests to every resource', () => {
  for (const def of allResources()) {
    it(`${def.name}: no 5xx, no row changed`, async () => {
      const before = counts();
      await fuzzList(def);
      await fuzzKeys(def);
      await fuzzSubmit(def);
      expect(counts()).toEqual(before);
    });
  }

  it('sent a few thousand requests in all', () => {
    expect(sent).toBeGreaterThan(1000);
  });
});
