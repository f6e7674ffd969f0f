#!/usr/bin/env node
// `npm run screenshots`: refreshes the documented pictures in docs/screenshots on purpose. It builds the web renderer
// and runs every e2e file that takes pictures (those importing tests/e2e/support/screenshots.ts) with
// DALI_SCREENSHOTS=docs; a plain `npm test` writes the same pictures under the ignored test-results/screenshots.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const e2e = join(root, 'tests', 'e2e');
const files = readdirSync(e2e)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => readFileSync(join(e2e, name), 'utf8').includes("from './support/screenshots'"))
  .map((name) => `tests/e2e/${name}`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' }).status === 0;

if (!run(npm, ['run', 'build:web'])) process.exit(1);
const env = { ...process.env, DALI_SCREENSHOTS: 'docs' };
process.exit(run(npx, ['vitest', 'run', '--project', 'e2e', ...files], env) ? 0 : 1);
