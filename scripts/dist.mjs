#!/usr/bin/env node
// `npm run dist` (a signed release: refuses to finish unsigned, see scripts/release-guard.cjs) and
// `npm run dist -- --unsigned-test` (an unsigned build for testing an installer; never for IT). Any other argument
// goes to electron-builder (e.g. `--win`, `--mac`, `--linux`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const unsigned = args.includes('--unsigned-test');
const builderArgs = args.filter((arg) => arg !== '--unsigned-test');
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const run = (command, commandArgs, env = process.env) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' }).status ===
  0;

if (!run(bin('electron-vite'), ['build'])) process.exit(1);
const env = unsigned ? { ...process.env, DALI_UNSIGNED_TEST: '1' } : process.env;
const extra = unsigned ? ['-c.forceCodeSigning=false', '-c.mac.notarize=false'] : [];
process.exit(run(bin('electron-builder'), [...builderArgs, ...extra], env) ? 0 : 1);
