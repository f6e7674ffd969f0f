import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cellValueOf, defuseFormula, wireDateToExcel } from '../../../src/main/host/export/cell-values';
import { sheetNameOf } from '../../../src/main/host/export/export-service';
import { contentDisposition, createExportDownloads } from '../../../src/main/web/export-downloads';
import { recordingLogger } from './support/bladex-fixtures';

const ID = '0b6f2f7e-2a51-4c1e-8a5e-5f0e3b7d9c21';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'export-downloads-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('browser host export downloads', () => {
  it('serves a finished export once, with its name, then deletes it', async () => {
    const downloads = await createExportDownloads(join(dataDir, 'exports'), recordingLogger());
    const site = Fastify();
    downloads.register(site);
    const path = await downloads.target.choose({ exportId: ID, fileName: '用户列表.xlsx' });
    expect(path).toBe(join(dataDir, 'exports', `${ID}.xlsx`));
    writeFileSync(path as string, 'PK fake xlsx bytes');
    expect(downloads.target.delivered({ exportId: ID, fileName: '用户列表.xlsx', path: path as string })).toEqual({
      downloadUrl: `/__exports/${ID}`,
    });

    const first = await site.inject({ method: 'GET', url: `/__exports/${ID}` });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('PK fake xlsx bytes');
    expect(first.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('用户列表.xlsx')}`,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(path as string)).toBe(false);

    const second = await site.inject({ method: 'GET', url: `/__exports/${ID}` });
    expect(second.statusCode).toBe(404);
    await site.close();
    await downloads.dispose();
  });

  it('answers 404 for ids it never delivered, and never reads outside its folder', async () => {
    const downloads = await createExportDownloads(join(dataDir, 'exports'), recordingLogger());
    const site = Fastify();
    downloads.register(site);
    writeFileSync(join(dataDir, 'secret.txt'), 'secret');
    for (const url of [`/__exports/${ID}`, '/__exports/..%2Fsecret.txt', '/__exports/not-an-id']) {
      const answer = await site.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('secret');
    }
    await expect(downloads.target.choose({ exportId: '../x', fileName: 'x.xlsx' })).rejects.toThrow('not an export id');
    await site.close();
  });

  it('empties the folder of an earlier run at start', async () => {
    const folder = join(dataDir, 'exports');
    const first = await createExportDownloads(folder, recordingLogger());
    const stale = (await first.target.choose({ exportId: ID, fileName: 'a.xlsx' })) as string;
    writeFileSync(stale, 'old');
    await createExportDownloads(folder, recordingLogger());
    expect(existsSync(stale)).toBe(false);
  });

  it('builds a header that a quote or a non-ASCII name cannot break', () => {
    expect(contentDisposition('a"b\\c.xlsx')).toBe(
      `attachment; filename="a_b_c.xlsx"; filename*=UTF-8''a%22b%5Cc.xlsx`,
    );
  });
});

describe('cell values', () => {
  it('defuses every formula trigger and leaves other text alone', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\nx', '\0x']) {
      expect(defuseFormula(text)).toBe(`'${text}`);
    }
    for (const text of ['张三', 'a=1', '1-2', '']) expect(defuseFormula(text)).toBe(text);
  });

  it('reads wire dates as the same wall-clock time and refuses impossible ones', () => {
    expect(wireDateToExcel('2024-12-31 23:59:59')?.toISOString()).toBe('2024-12-31T23:59:59.000Z');
    expect(wireDateToExcel('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const text of ['2023-02-29', '2024-13-01', '2024-01-01 24:00:00', '2024-01-01 10:61:00', 'yesterday', '']) {
      expect(wireDateToExcel(text), text).toBeNull();
    }
  });

  it('writes numbers, money, dictionaries and blanks by the column kind', () => {
    expect(cellValueOf({ name: 'n', header: 'N', kind: 'number' }, '42')).toBe(42);
    expect(cellValueOf({ name: 'n', header: 'N', kind: 'number' }, '=4*2')).toBe("'=4*2");
    expect(cellValueOf({ name: 'm', header: 'M', kind: 'money-cent' }, 1999)).toBe(19.99);
    expect(cellValueOf({ name: 'd', header: 'D', kind: 'dict', dict: { '1': '是' } }, '1, 9')).toBe('是,9');
    expect(cellValueOf({ name: 't', header: 'T', kind: 'text' }, '  ')).toBeNull();
    expect(cellValueOf({ name: 't', header: 'T', kind: 'text' }, null)).toBeNull();
    expect(cellValueOf({ name: 't', header: 'T', kind: 'text' }, 0)).toBe('0');
  });

  it('names the sheet from the file within Excel’s rules', () => {
    expect(sheetNameOf('用户列表.xlsx')).toBe('用户列表');
    expect(sheetNameOf('a[1]:b*?.xlsx')).toBe('a_1__b__');
    expect(sheetNameOf(`${'x'.repeat(40)}.xlsx`)).toHaveLength(31);
  });
});
