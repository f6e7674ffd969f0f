import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../../src/server/auth/identity';
import { createTableSql } from '../../../src/server/crud/ddl';
import { parseListQuery } from '../../../src/server/crud/list-query';
import { createResourceStore, type ResourceStore } from '../../../src/server/crud/resource-store';
import { conditionSql, allOf } from '../../../src/server/crud/where';
import { createIdGenerator } from '../../../src/server/db/ids';
import {
  defineResource,
  recordSchema,
  STANDARD_VERBS,
  toQueryParams,
  type Field,
  type ResourceDef,
} from '../../../src/shared/resources/index';
import { TENANT_ENTITY } from '../../../src/shared/resources/bladex-entities';

// A definition no screen uses, with the kinds whose DDL and filters the system definitions do not exercise:
// the table is created from it (as a new area's migration does) and rows go in and out through the engine's
// own schema, store and filter SQL.

const label = 'res.system.post.fields.postName' as const;
const probe: ResourceDef = defineResource<Record<string, unknown>>()({
  name: 'probe',
  area: 'test',
  title: 'res.system.post.title',
  endpoint: '/probe',
  verbs: STANDARD_VERBS,
  table: 'probe_ratio',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'probe',
  fields: [
    { name: 'title', kind: 'text', label },
    { name: 'day', kind: 'date', label, search: 'dateRange' },
    {
      name: 'ratio',
      kind: 'integerRange',
      start: 'rangeMin',
      end: 'rangeMax',
      label,
      search: 'range',
      rules: [{ kind: 'required', message: 'res.system.post.rules.postName' }],
    },
    { name: 'weight', kind: 'numberRange', start: 'weightMin', end: 'weightMax', precision: 2, label },
  ] satisfies Field[],
});

const identity: Identity = {
  tenantId: '000000',
  userId: '1',
  account: 'admin',
  userName: 'admin',
  nickName: 'admin',
  deptId: '2',
  postId: '',
  roleId: '3',
  roleIds: ['3'],
  roleAliases: ['administrator'],
  clientId: 'saber',
  oauthId: '',
  jti: 'j',
  exp: 0,
};

let db: Database.Database;
let store: ResourceStore;

const insert = (body: Record<string, unknown>) => {
  const parsed = recordSchema(probe, 'create').parse(body) as Record<string, unknown>;
  return store.insert(identity, store.toColumns(parsed));
};

/** The titles a list request answers, through the same parse and SQL as the list route. */
const titles = (query: Record<string, string>): string[] => {
  const parsed = parseListQuery(probe, { ...query, size: '100' });
  const where = allOf([store.scope(identity), ...parsed.conditions.map((condition) => conditionSql(condition))]);
  return store
    .page(where, [{ column: 'title', order: 'asc' }], 1, 100)
    .rows.map((row) => String(row.title))
    .sort();
};

beforeAll(() => {
  db = new Database(':memory:');
  db.exec(createTableSql(probe));
  store = createResourceStore(db, probe, createIdGenerator(Date.now), Date.now);
  insert({ title: 'a', day: '2024-05-01', ratio: [0, 10], weight: ['0.5', '1.25'] });
  insert({ title: 'b', day: '2024-05-15', ratio: [10, 30] });
  insert({ title: 'c', day: '2024-05-31', ratio: [30, 100] });
  insert({ title: 'd', day: '2024-06-01', ratio: [5, 5] });
});
afterAll(() => db.close());

describe('a number range', () => {
  it('is two typed columns: INTEGER for an integer range, REAL for a decimal one', () => {
    const types = Object.fromEntries(
      db
        .prepare<[string], { name: string; type: string }>('SELECT name, type FROM pragma_table_info(?)')
        .all('probe_ratio')
        .map((column) => [column.name, column.type]),
    );
    expect(types).toMatchObject({ range_min: 'INTEGER', range_max: 'INTEGER', weight_min: 'REAL', weight_max: 'REAL' });
  });

  it('stores the pair in its two columns and answers it as two properties', () => {
    const row = db
      .prepare<[], Record<string, unknown>>(
        "SELECT range_min, range_max, weight_min, weight_max FROM probe_ratio WHERE title = 'a'",
      )
      .get();
    expect(row).toEqual({ range_min: 0, range_max: 10, weight_min: 0.5, weight_max: 1.25 });
  });

  it('finds the rows whose pair lies inside the searched one, bounds included', () => {
    expect(titles({ rangeMin_ge: '0', rangeMax_le: '30' })).toEqual(['a', 'b', 'd']);
    expect(titles({ rangeMin_ge: '10', rangeMax_le: '100' })).toEqual(['b', 'c']);
    expect(titles({ rangeMin_ge: '6' })).toEqual(['b', 'c']);
    expect(titles({ rangeMax_le: '5' })).toEqual(['d']);
  });

  it('filters the other suffixes numerically on its columns', () => {
    expect(titles({ rangeMin_equal: '10' })).toEqual(['b']);
    expect(titles({ rangeMax_gt: '30' })).toEqual(['c']);
    expect(titles({ rangeMin_lt: '5' })).toEqual(['a']);
    expect(titles({ weightMin_null: '1' })).toEqual(['b', 'c', 'd']);
    expect(titles({ weightMin_notnull: '1' })).toEqual(['a']);
  });
});

describe('a date column searched by a date range', () => {
  it('includes the first and the last day and excludes the days around them', () => {
    expect(titles({ day_datege: '2024-05-01 00:00:00', day_datele: '2024-05-31 23:59:59' })).toEqual(['a', 'b', 'c']);
    expect(titles({ day_dategt: '2024-05-01 00:00:00' })).toEqual(['b', 'c', 'd']);
    expect(titles({ day_datelt: '2024-06-01 00:00:00' })).toEqual(['a', 'b', 'c']);
    expect(titles({ day_dateequal: '2024-05-15 00:00:00' })).toEqual(['b']);
    // What the search form sends for 2024-05-01 ~ 2024-05-31.
    expect(titles(toQueryParams(probe, { day: ['2024-05-01', '2024-05-31'] }))).toEqual(['a', 'b', 'c']);
    expect(titles(toQueryParams(probe, { day: ['2024-05-02', '2024-05-31'] }))).toEqual(['b', 'c']);
  });
});
