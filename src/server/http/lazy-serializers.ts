import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every response serializer not yet used (tests: every route's schema compiles). */
    compileSerializers(): void;
  }
}

type Factory = ReturnType<typeof SerializerSelector>;
type RouteDefinition = Parameters<ReturnType<Factory>>[0];
type Serializer = (data: unknown) => string;

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled on its route's first answer instead of
 * at start. The OpenAPI schemas of ~3 000 routes took seconds to compile before the server could listen, and an
 * operator's session answers from a few dozen of them. `compileAll` compiles what is still pending, so a test can
 * prove every schema compiles (a faulty one would otherwise show only on its route's first answer).
 */
export const lazySerializers = () => {
  const pending = new Set<() => void>();
  const buildSerializer: Factory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    return (route: RouteDefinition) => {
      let serialize: Serializer | undefined;
      const ready = (): Serializer => {
        if (!serialize) {
          serialize = compile(route);
          pending.delete(ready);
        }
        return serialize;
      };
      pending.add(ready);
      return (data: unknown) => ready()(data);
    };
  };
  return {
    buildSerializer,
    /** Compiles every serializer not yet used; throws the first schema that does not compile. */
    compileAll: () => {
      for (const ready of [...pending]) ready();
    },
  };
};
