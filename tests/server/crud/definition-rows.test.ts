import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Identity } from '../../../src/server/auth/identity';
import { createTableSql } from '../../../src/server/crud/ddl';
import { createResourceStore } from '../../../src/server/crud/resource-store';
import { createIdGenerator } from '../../../src/server/db/ids';
import { defineResource, STANDARD_VERBS, type Field, type ResourceDef } from '../../../src/shared/resources/index';
import { TENANT_ENTITY } from '../../../src/shared/resources/bladex-entities';

// `rows` of a definition: a view over part of a shared table (the ticket orders of order_product) keeps every
// read and write of the engine to those rows, as the tenant scope does.

const label = 'res.system.post.fields.postName' as const;
const fields = [
  { name: 'title', kind: 'text', label },
  { name: 'kind', kind: 'integer', label },
] satisfies Field[];
const base = {
  area: 'test',
  title: 'res.system.post.title',
  endpoint: '/probe',
  verbs: STANDARD_VERBS,
  table: 'probe_rows',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'probe',
  fields,
} as const;
const all: ResourceDef = defineResource<Record<string, unknown>>()({ ...base, name: 'probeAll' });
const ones: ResourceDef = defineResource<Record<string, unknown>>()({
  ...base,
  name: 'probeOnes',
  rows: { field: 'kind', in: [1] },
});
const identity = { tenantId: '000000', userId: '1' } as Identity;

describe('a definition over part of a table', () => {
  it('lists, finds, updates and removes only its rows', () => {
    const db = new Database(':memory:');
    db.exec(createTableSql(all));
    const ids = createIdGenerator(Date.now);
    const whole = createResourceStore(db, all, ids, Date.now);
    const part = createResourceStore(db, ones, ids, Date.now);
    const one = whole.insert(identity, { title: 'one', kind: 1 });
    const two = whole.insert(identity, { title: 'two', kind: 2 });
    expect(part.all(part.scope(identity), []).map((row) => row.title)).toEqual(['one']);
    expect(part.get(identity, two)).toBeUndefined();
    expect(part.get(identity, one)?.title).toBe('one');
    expect(part.update(identity, two, { title: 'changed' })).toBe(false);
    expect(whole.get(identity, two)?.title).toBe('two');
    expect(whole.all(whole.scope(identity), [])).toHaveLength(2);
  });

  it('refuses to start over a field that is no column', () => {
    const db = new Database(':memory:');
    db.exec(createTableSql(all));
    const bad = { ...ones, rows: { field: 'nothing', in: [1] } };
    expect(() => createResourceStore(db, bad, createIdGenerator(Date.now), Date.now)).toThrow(/rows names nothing/);
  });
});
