import { describe, expect, it } from 'vitest';
import {
  allResources,
  importFieldsOf,
  importKeyOf,
  importSpecOf,
  postResource,
  regionResource,
  userResource,
  type ResourceDef,
} from '../../../../src/shared/resources';

const names = (def: ResourceDef) => importFieldsOf(def).map((field) => field.name);

describe('import spec', () => {
  it('every definition that declares import has columns that are writable fields and a key among them', () => {
    const importing = allResources().filter((def) => importSpecOf(def));
    expect(importing.map((def) => def.name).sort()).toEqual(['region', 'user']);
    for (const def of importing) {
      expect(names(def).length, def.name).toBeGreaterThan(0);
      expect(() => importKeyOf(def), def.name).not.toThrow();
    }
  });

  it("takes the spec's fields in order, and its key", () => {
    expect(names(userResource)).toEqual([
      'account',
      'name',
      'realName',
      'email',
      'phone',
      'roleId',
      'deptId',
      'postId',
      'birthday',
    ]);
    expect(importKeyOf(userResource)?.name).toBe('account');
    expect(names(regionResource)).toEqual(['code', 'name', 'parentCode', 'sort', 'remark']);
  });

  it('defaults to every field a create writes whose kind a cell can hold', () => {
    // The user form without its passwords, avatar (an upload) and read-only status.
    expect(names({ ...userResource, import: true })).toEqual([
      'account',
      'code',
      'name',
      'realName',
      'phone',
      'email',
      'sex',
      'birthday',
      'userType',
      'roleId',
      'deptId',
      'postId',
    ]);
    expect(importKeyOf({ ...userResource, import: true })).toBeUndefined();
    expect(names(postResource)).toEqual([]);
  });

  it('refuses a column that is no writable field, a range, or a key that is no column, naming it', () => {
    expect(() => importFieldsOf({ ...userResource, import: { fields: ['status'] } })).toThrow(
      'resource user: import field status is not a writable field',
    );
    const withRange: ResourceDef = {
      ...userResource,
      fields: [
        ...userResource.fields,
        { name: 'active', kind: 'dateRange', start: 'activeFrom', end: 'activeTo', label: userResource.title },
      ],
      import: { fields: ['active'] },
    };
    expect(() => importFieldsOf(withRange)).toThrow('resource user: import field active is a range');
    expect(() => importKeyOf({ ...userResource, import: { fields: ['name'], key: 'account' } })).toThrow(
      'resource user: import key account is not one of its import columns',
    );
  });
});
