import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySerializers } from '../../../src/server/http/lazy-serializers';

const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });

const response = {
  200: {
    type: 'object',
    properties: { n: { type: 'integer' }, s: { type: 'string' }, b: { type: 'boolean' } },
    additionalProperties: true,
  },
};

const appWith = (lazy: boolean, schema: Record<string, unknown> = response) => {
  const app = Fastify(
    lazy ? { schemaController: { compilersFactory: { buildSerializer: lazySerializers().buildSerializer } } } : {},
  );
  app.get('/x', { schema: { response: schema } }, async () => ({ n: '12', s: 5, b: 1, extra: [1] }));
  return app;
};

describe('response serializers compiled at first use', () => {
  it('answer the same bytes as the serializers Fastify compiles at start (its coercions included)', async () => {
    const eager = appWith(false);
    const lazy = appWith(true);
    const [a, b] = await Promise.all([eager.inject('/x'), lazy.inject('/x')]);
    expect(b.body).toBe(a.body);
    expect(JSON.parse(b.body)).toEqual({ n: 12, s: '5', b: true, extra: [1] });
    expect((await lazy.inject('/x')).body).toBe(a.body);
  });

  it('compile nothing at start: a schema the compiler refuses fails its route, not the start', async () => {
    const broken = { 200: { $ref: 'nowhere#/x' } };
    await expect(appWith(false, broken).ready()).rejects.toThrow();
    const lazy = appWith(true, broken);
    await expect(lazy.ready()).resolves.toBeDefined();
    expect((await lazy.inject('/x')).statusCode).toBe(500);
  });

  it('drops what the schema does not name, as fast-json-stringify does', () => {
    const { buildSerializer, compileAll } = lazySerializers();
    const serialize = buildSerializer()(route({ type: 'object', properties: { code: { type: 'integer' } } }));
    expect(serialize({ code: 200, extra: 'dropped as the schema says' })).toBe('{"code":200}');
    expect(() => compileAll()).not.toThrow();
  });

  it('report a schema that does not compile through compileAll, before any answer uses it', () => {
    const { buildSerializer, compileAll } = lazySerializers();
    buildSerializer()(route({ type: 'object', properties: { data: { $ref: '#/definitions/missing' } } }));
    expect(() => compileAll()).toThrow();
  });
});
