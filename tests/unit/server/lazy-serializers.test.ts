import { describe, expect, it } from 'vitest';
import { lazySerializers } from '../../../src/server/http/lazy-serializers';

const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });

describe('lazySerializers', () => {
  it('compiles a serializer on its first use, as fast-json-stringify would have at start', () => {
    const { buildSerializer, compileAll } = lazySerializers();
    const serialize = buildSerializer()(route({ type: 'object', properties: { code: { type: 'integer' } } }));
    expect(serialize({ code: 200, extra: 'dropped as the schema says' })).toBe('{"code":200}');
    expect(() => compileAll()).not.toThrow();
  });

  it('reports a schema that does not compile through compileAll, before any answer uses it', () => {
    const { buildSerializer, compileAll } = lazySerializers();
    buildSerializer()(route({ type: 'object', properties: { data: { $ref: '#/definitions/missing' } } }));
    expect(() => compileAll()).toThrow();
  });
});
