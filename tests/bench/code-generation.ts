// Issue 16's code-generation target: generating a definition for a 40-column table ≤ 1 s. A SQLite file with one
// 40-column table is the data source; its model's fields are read (`model-prototype`), saved (`submit-list`) and a
// task generated (`gen-code`, as JSON and as .zip) through HTTP, an upper bound of the server's time.
// `npm run bench -- code-generation`; writes bench-results/code-generation.json; never asserts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { startServer } from '../../src/server/start';
import { adminToken, BASIC, percentile, round } from './_bench-http';

const COLUMNS = 40;
const RUNS = 30;
const CAPTCHA = 'bench';
const TYPES = ['VARCHAR(64)', 'INTEGER', 'DECIMAL(10,2)', 'TEXT', 'DATETIME'];
const NAMES = ['name', 'count', 'price', 'remark', 'start_time'];

/** A table of 40 business columns beside the entity's own, of every declared type the proposals tell apart. */
const sourceFile = (dir: string): string => {
  const file = join(dir, 'source.db');
  const db = new Database(file);
  const business = Array.from(
    { length: COLUMNS },
    (_, i) => `${NAMES[i % NAMES.length]}_${i} ${TYPES[i % TYPES.length]}`,
  );
  db.exec(
    `CREATE TABLE shop_wide (id INTEGER PRIMARY KEY, tenant_id TEXT, ${business.join(', ')}, create_time TEXT, is_deleted INTEGER)`,
  );
  db.close();
  return file;
};

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-codegen-'));
  const server = await startServer({ dataDir, captchaFixed: CAPTCHA });
  try {
    const token = await adminToken(server.url, CAPTCHA);
    const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC };
    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        ...(body === undefined
          ? { headers }
          : { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      if (!(res.headers.get('content-type') ?? '').includes('json')) return (await res.arrayBuffer()) as T;
      const answer = (await res.json()) as { code: number; msg: string; data: T };
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${answer.msg}`);
      return answer.data;
    };
    const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const t0 = performance.now();
      const value = await work();
      return [value, performance.now() - t0];
    };

    await call('POST', '/blade-develop/datasource/submit', { name: '宽表', url: sourceFile(dataDir) });
    const sources = await call<{ records: { id: string }[] }>('GET', '/blade-develop/datasource/list?name=宽表');
    await call('POST', '/blade-develop/model/submit', {
      datasourceId: sources.records[0]!.id,
      modelName: '宽表模型',
      modelCode: 'shopWide',
      modelTable: 'shop_wide',
    });
    const models = await call<{ records: { id: string }[] }>('GET', '/blade-develop/model/list?modelCode=shopWide');
    const modelId = models.records[0]!.id;
    const [fields, readMs] = await timed(() =>
      call<unknown[]>('GET', `/blade-develop/model/model-prototype?modelId=${modelId}`),
    );
    const [, saveMs] = await timed(() => call('POST', '/blade-develop/model-prototype/submit-list', fields));
    await call('POST', '/blade-develop/code/submit', {
      modelId,
      codeName: '宽表',
      area: 'shop',
      resourceName: 'shopWide',
      menuPath: '/shop/wide',
      apiPath: '/blade-shop/wide',
    });
    const codes = await call<{ records: { id: string }[] }>('GET', '/blade-develop/code/list?resourceName=shopWide');
    const codeId = codes.records[0]!.id;

    const json: number[] = [];
    const zip: number[] = [];
    let files: { path: string; content: string }[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const [answer, ms] = await timed(() =>
        call<{ path: string; content: string }[]>('POST', `/blade-develop/code/gen-code?ids=${codeId}`),
      );
      files = answer;
      json.push(ms);
      zip.push((await timed(() => call('POST', `/blade-develop/code/gen-code?ids=${codeId}&format=zip`)))[1]);
    }
    const definition = files.find((file) => file.path.endsWith('shop-wide.ts'))?.content ?? '';
    const stats = (values: number[]) => ({
      first: round(values[0] ?? 0),
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      max: round(Math.max(...values)),
    });
    const result = {
      name: 'code-generation',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      target: 'generating a definition for a 40-column table ≤ 1 s (through HTTP, an upper bound)',
      columns: COLUMNS,
      fields: fields.length,
      files: files.map((file) => file.path),
      definitionLines: definition.split('\n').length,
      readFieldsMs: round(readMs),
      saveFieldsMs: round(saveMs),
      genCodeMs: stats(json),
      genCodeZipMs: stats(zip),
      withinTarget: Math.max(...json, ...zip) <= 1000,
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'code-generation.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
