import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../helpers/scaffold-copy';
import { DEFINITION_CHECKS, type Resources } from '../../helpers/definition-checks';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';
import { opsCall } from './ops-call';

// 写入源码: in development the code-generation screen writes a task's definition, its area line and its migration
// into the source tree through the scaffold's own writer. Here the tree is a throwaway copy of the project, and the
// definition generated for a real table of the embedded database must pass the definition consistency checks.

let copy: ProjectCopy;
let server: TestServer;
let admin: string;

/** The R body of a call (every call here answers JSON). */
const call = async (...args: Parameters<typeof opsCall>) => {
  const res = await opsCall(...args);
  return { status: res.status, body: res.body! };
};

beforeAll(async () => {
  copy = copyProject();
  server = await createTestServer({ sourceTree: copy.root });
  admin = (await server.signIn('admin', 'admin')).access_token;
}, 180_000);
afterAll(async () => {
  await server?.close();
  copy?.remove();
});

/** A model of an existing table with the fields its columns propose, and a task writing it as `demo/<name>`. */
const taskFor = async (table: string, name: string): Promise<string> => {
  const datasourceId = String(
    server.db.prepare("SELECT id FROM blade_datasource WHERE url = 'embedded' AND is_deleted = 0").pluck().get(),
  );
  const model = await call(server, admin, 'POST', '/blade-develop/model/submit', {
    datasourceId,
    modelName: `${table} 模型`,
    modelCode: name,
    modelTable: table,
  });
  expect(model.status, model.body.msg).toBe(200);
  const modelId = String(server.db.prepare('SELECT id FROM blade_model WHERE model_code = ?').pluck().get(name));
  const proposed = await call(server, admin, 'GET', '/blade-develop/model/model-prototype', undefined, { modelId });
  const saved = await call(server, admin, 'POST', '/blade-develop/model-prototype/submit-list', proposed.body.data);
  expect(saved.status, saved.body.msg).toBe(200);
  const task = await call(server, admin, 'POST', '/blade-develop/code/submit', {
    modelId,
    codeName: `${table} 生成`,
    area: 'demo',
    resourceName: name,
    apiPath: `/blade-demo/${name}`,
  });
  expect(task.status, task.body.msg).toBe(200);
  return String(server.db.prepare('SELECT id FROM blade_code WHERE resource_name = ?').pluck().get(name));
};

describe('写入源码 (development only)', () => {
  let merchantTask: string;

  it('says the source tree is writable and writes the definition, its area and registry lines — what resource:new writes', async () => {
    const tree = await call(server, admin, 'GET', '/blade-develop/code/source-tree');
    expect(tree.body.data).toEqual({ writable: true, root: copy.root });
    merchantTask = await taskFor('merchant_info', 'merchantInfoGen');
    const written = await call(server, admin, 'POST', '/blade-develop/code/write-source', undefined, {
      id: merchantTask,
    });
    expect(written.status, written.body.msg).toBe(200);
    expect(written.body.data).toEqual({
      files: [
        'src/shared/resources/demo/merchant-info-gen.ts',
        'src/shared/resources/demo/index.ts',
        'src/shared/resources/registry.ts',
      ],
    });
    // The preview showed the same definition (the table already has every column: no migration either way).
    const preview = await call(server, admin, 'POST', '/blade-develop/code/gen-code', undefined, { ids: merchantTask });
    const definition = (preview.body.data as { path: string; content: string }[])[0]!;
    expect(readFileSync(join(copy.root, definition.path), 'utf8')).toBe(definition.content);
    expect(copy.changedFiles().filter((file) => !file.startsWith('src/server/db/seed-data/'))).toEqual([
      'src/shared/resources/demo/index.ts',
      'src/shared/resources/demo/merchant-info-gen.ts',
      'src/shared/resources/registry.ts',
    ]);
  });

  it('refuses a task whose definition file exists, writing nothing', async () => {
    const before = copy.changedFiles().map((file) => [file, readFileSync(join(copy.root, file), 'utf8')]);
    const again = await call(server, admin, 'POST', '/blade-develop/code/write-source', undefined, {
      id: merchantTask,
    });
    expect([again.status, again.body.msg]).toEqual([
      400,
      'src/shared/resources/demo/merchant-info-gen.ts 已存在，未写入任何文件',
    ]);
    expect(copy.changedFiles().map((file) => [file, readFileSync(join(copy.root, file), 'utf8')])).toEqual(before);
  });

  it('writes the migration a definition needs: a renamed field’s column', async () => {
    const task = await taskFor('blade_notice', 'noticeGen');
    server.db
      .prepare(
        `UPDATE blade_model_prototype SET property_name = 'headline'
         WHERE property_name = 'title' AND model_id = (SELECT model_id FROM blade_code WHERE id = ?)`,
      )
      .run(task);
    const written = await call(server, admin, 'POST', '/blade-develop/code/write-source', undefined, { id: task });
    expect(written.status, written.body.msg).toBe(200);
    const files = (written.body.data as { files: string[] }).files;
    expect(files.slice(0, 2)).toEqual([
      'src/shared/resources/demo/notice-gen.ts',
      'src/shared/resources/demo/index.ts',
    ]);
    expect(files[2]).toMatch(/^src\/server\/db\/migrations\/\d{12}-demo-notice-gen\.ts$/);
    expect(readFileSync(join(copy.root, files[2]!), 'utf8')).toContain(
      'ALTER TABLE blade_notice ADD COLUMN headline TEXT;',
    );
  });

  it('the definition generated for merchant_info passes the definition consistency checks', async () => {
    const resources = (await import(/* @vite-ignore */ `${copy.root}/src/shared/resources/index.ts`)) as Resources;
    const def = resources.allResources().find((candidate) => candidate.name === 'merchantInfoGen');
    expect(def?.table).toBe('merchant_info');
    expect(def!.fields.length).toBeGreaterThan(10);
    for (const [title, check] of DEFINITION_CHECKS) {
      try {
        check(def!, resources);
      } catch (error) {
        throw new Error(`${title}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  });

  it('is refused with the reason, nothing written, when the server does not run from a source tree', async () => {
    const packaged = await createTestServer();
    try {
      const token = (await packaged.signIn('admin', 'admin')).access_token;
      const tree = await call(packaged, token, 'GET', '/blade-develop/code/source-tree');
      expect(tree.body.data).toMatchObject({ writable: false });
      const before = tableCounts(packaged.db);
      const refused = await call(packaged, token, 'POST', '/blade-develop/code/write-source', undefined, { id: '1' });
      expect([refused.status, refused.body.msg]).toEqual([
        400,
        '只有在开发环境（从源码运行）中才能写入源码，请下载 zip 后解压到项目根目录',
      ]);
      expect(tableCounts(packaged.db)).toEqual(before);
    } finally {
      await packaged.close();
    }
  });
});
