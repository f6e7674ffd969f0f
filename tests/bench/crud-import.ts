// The engine's Excel import at its cap: 5000 user rows (names of roles, departments and posts looked up in the
// tenant, the form's schema on every row) through a real app in this process (Fastify inject, the same routes
// the desktop calls). Measures the file's size, the zip check alone, the template, three previews and one import,
// and the peak RSS of the process sampled every 20 ms. `npm run bench -- crud-import`; writes
// bench-results/crud-import.json; never asserts.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { checkZipMembers } from '../../src/server/crud/import-file';
import { importColumns } from '../../src/server/crud/import-columns';
import { IMPORT_MAX_ROWS, userResource } from '../../src/shared/resources/index';
import { createTestServer } from '../helpers/server';
import { multipart } from '../helpers/multipart';

// The template's headers, from the definition.
const HEADERS = importColumns(userResource).map((column) => column.header);
const round = (value: number) => Math.round(value * 10) / 10;

const userFile = async (rows: number, prefix: string): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户数据表');
  sheet.addRow(HEADERS);
  for (let i = 0; i < rows; i += 1)
    sheet.addRow([
      `${prefix}${i}`,
      `用户${i}`,
      `测试${String(i).slice(-3)}`,
      `${prefix}${i}@example.com`,
      `139${String(i).padStart(8, '0')}`,
      i % 3 === 0 ? '普通用户,大数据' : '普通用户',
      i % 2 === 0 ? '办公室' : '信息中心，办公室',
      i % 5 === 0 ? '科员' : '',
      `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const main = async () => {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const server = await createTestServer();
  const token = (await server.signIn('admin', 'admin')).access_token;
  const rssBefore = process.memoryUsage().rss;

  const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> => {
    const started = performance.now();
    const value = await work();
    return { ms: round(performance.now() - started), value };
  };
  const post = (verb: string, file: Buffer) =>
    server.call(token, { method: 'POST', url: `/api/blade-system/user/${verb}`, ...multipart('users.xlsx', file) });

  const file = await userFile(IMPORT_MAX_ROWS, 'bench');
  const zipCheck = await timed(() => checkZipMembers(file));
  const template = await timed(() =>
    server.call(token, { method: 'GET', url: '/api/blade-system/user/import-template' }),
  );
  const previews: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const preview = await timed(() => post('import-preview', file));
    if (preview.value.statusCode !== 200) throw new Error(`preview: ${preview.value.body}`);
    previews.push(preview.ms);
  }
  const written = await timed(() => post('import', file));
  if (written.value.statusCode !== 200) throw new Error(`import: ${written.value.body}`);
  clearInterval(sampler);

  const result = {
    rows: IMPORT_MAX_ROWS,
    fileKb: round(file.length / 1024),
    zipCheckMs: zipCheck.ms,
    zipCheck: zipCheck.value,
    templateMs: template.ms,
    previewMs: previews,
    importMs: written.ms,
    importRowsPerSecond: Math.round(IMPORT_MAX_ROWS / (written.ms / 1000)),
    answer: written.value.json(),
    peakRssMb: round(peakRss / 1024 / 1024),
    rssBeforeMb: round(rssBefore / 1024 / 1024),
  };
  console.log(JSON.stringify(result, null, 2));
  await mkdir('bench-results', { recursive: true });
  await writeFile(join('bench-results', 'crud-import.json'), `${JSON.stringify(result, null, 2)}\n`);
  await server.close();
};

await main();
