// Cold start of the embedded server: on an empty data dir (migrate + seed + key) and on an existing
// one, each to the first answered /health. Writes bench-results/server-start.json; never asserts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../src/server/start';

const RUNS = 3;

const timeStart = async (dataDir: string): Promise<{ startMs: number; firstResponseMs: number }> => {
  const t0 = performance.now();
  const server = await startServer({ dataDir });
  const started = performance.now();
  await (await fetch(`${server.url}/health`)).json();
  const answered = performance.now();
  await server.close();
  return { startMs: started - t0, firstResponseMs: answered - t0 };
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const main = async () => {
  const empty: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-'));
    try {
      empty.push((await timeStart(dataDir)).firstResponseMs);
      existing.push((await timeStart(dataDir)).firstResponseMs);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const result = {
    name: 'server-start',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    runs: RUNS,
    emptyDataDirMs: { median: Math.round(median(empty)), all: empty.map(Math.round) },
    existingDataDirMs: { median: Math.round(median(existing)), all: existing.map(Math.round) },
    measuredAt: new Date().toISOString(),
  };
  await mkdir('bench-results', { recursive: true });
  await writeFile(join('bench-results', 'server-start.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
};

main().then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
