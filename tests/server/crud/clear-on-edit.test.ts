import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keyOf,
  memberResource,
  writeVerbOf,
  roleResource,
  userResource,
  type ResourceDef,
} from '../../../src/shared/resources/index';
import { createCrudFixture, createRow, keyColumn, type CrudFixture } from './fixtures';
import { setColumn } from './filter-rows';

// An edit that empties an optional field clears it (the generated tests check a nullable text column); a column
// that may not be null goes back to its default instead of failing the write, and one without a default keeps its
// value. Expectations are the columns' declared defaults, written out.

let fx: CrudFixture;
beforeAll(async () => {
  fx = await createCrudFixture();
});
afterAll(async () => fx.server.close());

const columnOf = (def: ResourceDef, key: string, column: string): unknown =>
  fx.db
    .prepare<[string], Record<string, unknown>>(
      `SELECT ${column} AS value FROM ${def.table} WHERE ${keyColumn(def)} = ?`,
    )
    .get(key)?.value;

const clear = async (def: ResourceDef, key: string, property: string) => {
  const res = await fx.server.call(fx.admin, {
    method: 'POST',
    url: `${def.endpoint}/${writeVerbOf(def, 'update') ?? 'submit'}`,
    payload: { [keyOf(def)]: key, [property]: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('an edit that empties a field whose column may not be null', () => {
  it("puts a user's post back to none ('')", async () => {
    const { key } = await createRow(fx, userResource);
    const post = fx.db
      .prepare<[], { id: string }>("SELECT id FROM blade_post WHERE tenant_id = '000000' LIMIT 1")
      .get();
    setColumn(fx, userResource, key, 'post_id', post?.id ?? '1');
    await clear(userResource, key, 'postId');
    expect(columnOf(userResource, key, 'post_id')).toBe('');
  });

  it("puts a role's parent back to the root ('0')", async () => {
    const { key } = await createRow(fx, roleResource);
    const { key: parent } = await createRow(fx, roleResource);
    setColumn(fx, roleResource, key, 'parent_id', parent);
    await clear(roleResource, key, 'parentId');
    expect(columnOf(roleResource, key, 'parent_id')).toBe('0');
  });

  it("puts a member's sex back to unknown (0)", async () => {
    const { key } = await createRow(fx, memberResource);
    setColumn(fx, memberResource, key, 'sex', 2);
    await clear(memberResource, key, 'sex');
    expect(columnOf(memberResource, key, 'sex')).toBe(0);
  });
});
