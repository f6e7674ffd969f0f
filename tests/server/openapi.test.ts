import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, crudPath } from '../../src/shared/resources';
import { OPENAPI_PATH } from '../../src/server/http/openapi';
import { createTestServer, type TestServer } from '../helpers/server';

describe('the OpenAPI description', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer();
    token = (await server.signIn('admin', 'admin')).access_token;
  });
  afterAll(async () => server.close());

  it("compiles every route's response serializer (they are built on first use, so a faulty one would hide)", () => {
    expect(() => server.app.compileSerializers()).not.toThrow();
  });

  it('is served to a signed-in caller at /v3/api-docs, not to an anonymous one', async () => {
    expect((await server.app.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(401);
    const res = await server.call(token, { method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.0.3', info: { title: '大理文旅运营管理平台 · 内置服务' } });
  });

  it('describes every definition’s list with the record its fields make', async () => {
    const doc = (await server.call(token, { method: 'GET', url: OPENAPI_PATH })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    };
    for (const def of allResources()) {
      const list = doc.paths[crudPath(def, 'list')]?.get;
      expect(list, `${def.name} list`).toBeDefined();
      expect(list?.tags).toEqual([def.area]);
      // Modules may serve a verb themselves (the dictionaries' detail); the list is always the engine's.
      const answer = JSON.stringify(list?.responses ?? {});
      const field = def.fields.find((candidate) => !candidate.serverOnly && !candidate.formOnly && !candidate.virtual);
      expect(answer, `${def.name} list`).toContain(`"${field?.name}"`);
    }
  });

  it('serialises answers by those schemas without losing what modules add', async () => {
    const res = await server.call(token, { method: 'GET', url: '/api/blade-system/user/page?current=1&size=2' });
    const page = res.json().data as { records: Record<string, unknown>[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    // roleName and deptName are joined by the user module, not columns of the table.
    expect(page.records[0]).toHaveProperty('roleName');
    expect(page.records[0]).not.toHaveProperty('password');
  });
});
