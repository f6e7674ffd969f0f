import { describe, expect, it } from 'vitest';
import type { ModelPrototype } from '../../../../src/shared/bladex/ops';
import { queryTypeFor, tsTypeOf } from '../../../../src/shared/codegen/field-kinds';
import { changeField, fieldProblems } from '../../../../src/renderer/screens/ops/model/model-fields';

const field = (over: Partial<ModelPrototype> = {}): ModelPrototype => ({
  modelId: '1',
  jdbcName: 'title',
  jdbcType: 'TEXT',
  comment: '标题',
  propertyName: 'title',
  componentType: 'text',
  isList: 1,
  isForm: 1,
  isRequired: 0,
  isQuery: 1,
  queryType: 'equal',
  dictCode: '',
  ...over,
});

describe('changeField', () => {
  it('drops the search of a kind that offers none and keeps the other rows', () => {
    const other = field({ jdbcName: 'name', propertyName: 'name' });
    const [changed, kept] = changeField([field(), other], 0, { componentType: 'richText' });
    expect([changed?.isQuery, changed?.queryType]).toEqual([0, '']);
    expect(kept).toBe(other);
  });

  it('falls back to the default search when the new kind does not offer the chosen one', () => {
    expect(changeField([field({ queryType: 'like' })], 0, { componentType: 'integer' })[0]?.queryType).toBe('');
    expect(changeField([field({ queryType: 'equal' })], 0, { componentType: 'integer' })[0]?.queryType).toBe('equal');
  });

  it('keeps a dictionary code only on a dictionary field', () => {
    const dict = changeField([field()], 0, { componentType: 'dict', dictCode: 'notice' });
    expect(dict[0]?.dictCode).toBe('notice');
    expect(changeField(dict, 0, { componentType: 'text' })[0]?.dictCode).toBe('');
  });
});

describe('fieldProblems', () => {
  it('names the row and the rule the server would refuse', () => {
    const problems = fieldProblems([
      field(),
      field({ jdbcName: 'a', comment: ' ' }),
      field({ jdbcName: 'b', propertyName: 'Bad_name' }),
      field({ jdbcName: 'c', propertyName: 'kind', componentType: 'dict' }),
      field({ jdbcName: 'd' }),
    ]);
    expect([...problems.entries()]).toEqual([
      [1, { key: 'comment' }],
      [2, { key: 'propertyName' }],
      [3, { key: 'dictCode' }],
      [4, { key: 'duplicate', params: { name: 'title', row: '1' } }],
    ]);
    expect(fieldProblems([field()]).size).toBe(0);
  });
});

describe('field kinds', () => {
  it('gives each kind its default search and record type', () => {
    expect([queryTypeFor('text'), queryTypeFor('integer', 'range'), queryTypeFor('date', 'like')]).toEqual([
      'like',
      'range',
      'dateRange',
    ]);
    expect(queryTypeFor('image')).toBeUndefined();
    expect([tsTypeOf('money'), tsTypeOf('datetime')]).toEqual(['number', 'string']);
  });
});
