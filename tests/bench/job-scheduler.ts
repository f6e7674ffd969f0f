// The embedded scheduler under 1 000 enabled CRON jobs (each fires once a minute, spread over the seconds): how
// late each run ends after its fire time, and the CPU the process uses over the run. BENCH_JOB_SECONDS sets the
// length (the issue asks for 600). Writes bench-results/job-scheduler.json; never asserts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSequentialIds } from '../../src/server/db/ids';
import { openBladeDatabase } from '../../src/server/db/open';
import { formatDateTime } from '../../src/server/db/clock';
import { createScheduler } from '../../src/server/modules/ops/scheduler';

const JOBS = 1000;
const SECONDS = Number(process.env.BENCH_JOB_SECONDS ?? 600);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-jobs-'));
  const { db } = await openBladeDatabase(dataDir);
  try {
    const serverId = String(
      db
        .prepare("SELECT id FROM blade_job_server WHERE tenant_id = '000000' AND job_server_url = 'local'")
        .pluck()
        .get(),
    );
    const ids = createSequentialIds('1950000000000000000');
    const insert = db.prepare(
      `INSERT INTO blade_job_info (id, tenant_id, job_server_id, job_name, enable, time_expression_type, time_expression,
         execute_type, dispatch_strategy, processor_type, processor_info, job_params, is_deleted, create_time)
       VALUES (?, '000000', ?, ?, 1, 2, ?, 1, 1, 1, 'pruneLogs', '{"days":90}', 0, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < JOBS; i++)
        insert.run(ids.next(), serverId, `bench-${i}`, `${i % 60} * * * * ?`, formatDateTime(Date.now()));
    })();
    const fireOf = db.prepare<[string], { fire_time: string }>('SELECT fire_time FROM blade_job_instance WHERE id = ?');
    const lateness: number[] = [];
    const scheduler = createScheduler({
      db,
      ids: createSequentialIds('1960000000000000000'),
      now: Date.now,
      onRunEnd: (instanceId) => {
        const fire = fireOf.get(instanceId)?.fire_time;
        if (!fire) return;
        const [day, time] = fire.split(' ');
        lateness.push(Date.now() - new Date(`${day}T${time}`).getTime());
      },
    });
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    await scheduler.stop();
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - wallBefore;
    const result = {
      name: 'job-scheduler',
      node: process.version,
      jobs: JOBS,
      seconds: SECONDS,
      runs: lateness.length,
      fireToEndMs: {
        p50: Math.round(percentile(lateness, 50)),
        p95: Math.round(percentile(lateness, 95)),
        p99: Math.round(percentile(lateness, 99)),
        max: Math.round(Math.max(0, ...lateness)),
      },
      over1s: lateness.filter((ms) => ms > 1000).length,
      cpuPercentOfOneCore: Math.round((1000 * (cpu.user + cpu.system)) / 1000 / wallMs) / 10,
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'job-scheduler.json'), `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
