import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySerializers } from '../../../src/server/http/lazy-serializers';

const response = {
  200: {
    type: 'object',
    properties: { n: { type: 'integer' }, s: { type: 'string' }, b: { type: 'boolean' } },
    additionalProperties: true,
  },
};

const appWith = (lazy: boolean, schema: Record<string, unknown> = response) => {
  const app = Fastify(lazy ? { schemaController: { compilersFactory: { buildSerializer: lazySerializers } } } : {});
  app.get('/x', { schema: { response: schema } }, async () => ({ n: '12', s: 5, b: 1, extra: [1] }));
  return app;
};

describe('response serialisers compiled at first use', () => {
  it('answer the same bytes as the serialisers Fastify compiles at start (its coercions included)', async () => {
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
});
