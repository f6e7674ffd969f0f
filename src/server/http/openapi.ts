import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Where the embedded server serves its OpenAPI description: springdoc's path, which BladeX's knife4j reads too. */
export const OPENAPI_PATH = '/v3/api-docs';

/**
 * The OpenAPI 3 description of every route, built from the route schemas (the resource routes' are generated from
 * their definitions). Registered before any route so each one is seen; answered to any signed-in user (it describes
 * calls, it holds no data).
 */
export const installOpenApi = async (app: FastifyInstance, version: string): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '大理文旅运营管理平台 · 内置服务',
        description: 'BladeX-compatible embedded server (bladex-contract.md): every path also answers under /api.',
        version,
      },
      components: {
        securitySchemes: { bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' } },
      },
      security: [{ bladeAuth: [] }],
    },
  });
  // Schemas describe and serialise; input is parsed by the routes themselves, with BladeX's messages.
  app.setValidatorCompiler(() => () => true);
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
};
