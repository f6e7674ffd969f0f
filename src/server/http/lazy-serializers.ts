import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's own response serialisers (fast-json-stringify), each compiled at the first answer of its route instead
 * of for every route at start. Every resource route carries a response schema (route-schemas.ts), so compiling them
 * all at `ready` generated ~700 serialisers (GET and its HEAD twin each) — about 30 MB of generated source kept
 * alive and some 70 MB more of start-up garbage — for routes most sessions never call. The answers are the same
 * bytes: the same compiler, the same schema, only later.
 */
export const lazySerializers: BuildSerializer = (externalSchemas, serializerOpts) => {
  const compile = SerializerSelector()(externalSchemas, serializerOpts);
  return (route) => {
    let serialize: ((payload: unknown) => string) | undefined;
    return (payload: unknown) => (serialize ??= compile(route))(payload);
  };
};
