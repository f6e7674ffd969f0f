/**
 * `npm run bench`: runs every benchmark in tests/bench (each a standalone script that writes its
 * own JSON under bench-results/), one after another so they do not compete for the two cores.
 * Pass names to run only some: `npm run bench -- server-start`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = new Set(process.argv.slice(2));
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .filter((f) => wanted.size === 0 || wanted.has(basename(f, '.ts')))
  .sort();

mkdirSync(join(here, '..', '..', 'bench-results'), { recursive: true });
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
console.log(`\n${benches.length - failed} benchmarks ran, ${failed} failed; results in bench-results/`);
process.exit(failed === 0 ? 0 : 1);
