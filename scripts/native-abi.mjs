#!/usr/bin/env node
// `node scripts/native-abi.mjs node|electron`: rebuilds the native modules (better-sqlite3, keytar)
// for the runtime that will load them. Electron and Node have different ABIs, so after `npm start`
// the tests and `npm run dev:web` need `node scripts/native-abi.mjs node` (and the reverse).
// A stamp in node_modules/.cache/native-abi.json skips the rebuild when nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampPath = join(root, 'node_modules', '.cache', 'native-abi.json');
const NATIVE_MODULES = ['better-sqlite3', 'keytar'];
const require = createRequire(join(root, 'package.json'));

const readStamp = () => {
  try {
    return JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    return null;
  }
};

const writeStamp = (stamp) => {
  mkdirSync(dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, `${JSON.stringify(stamp, null, 2)}\n`);
};

const run = (command, args) => {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
};

/** Loads each native module in a fresh Node process: the only sure test that the Node ABI matches. */
const loadsUnderNode = () => {
  const probe = `
    const Database = require('better-sqlite3'); new Database(':memory:').close();
    require('keytar');`;
  return spawnSync(process.execPath, ['-e', probe], { cwd: root, stdio: 'ignore' }).status === 0;
};

const electronVersion = () => {
  try {
    return require('electron/package.json').version;
  } catch {
    return null;
  }
};

export const ensureNativeAbi = (runtime) => {
  if (runtime === 'node') {
    const target = { runtime: 'node', abi: process.versions.modules, modules: NATIVE_MODULES };
    if (loadsUnderNode()) {
      writeStamp(target);
      console.log(`native modules already built for Node (ABI ${target.abi})`);
      return true;
    }
    if (!run('npm', ['rebuild', ...NATIVE_MODULES])) return false;
    if (!loadsUnderNode()) {
      console.error('native modules still do not load under Node after `npm rebuild`');
      return false;
    }
    writeStamp(target);
    return true;
  }
  if (runtime === 'electron') {
    const version = electronVersion();
    if (!version) {
      console.error('electron is not installed (devDependency missing)');
      return false;
    }
    const target = { runtime: 'electron', abi: version, modules: NATIVE_MODULES };
    const stamp = readStamp();
    if (stamp && stamp.runtime === 'electron' && stamp.abi === version) {
      console.log(`native modules already built for Electron ${version}`);
      return true;
    }
    const builder = join(
      root,
      'node_modules',
      '.bin',
      process.platform === 'win32' ? 'electron-builder.cmd' : 'electron-builder',
    );
    if (!existsSync(builder) || !run(builder, ['install-app-deps'])) return false;
    writeStamp(target);
    console.log('note: `npm test` and `npm run dev:web` need `node scripts/native-abi.mjs node` before they run again');
    return true;
  }
  console.error('usage: node scripts/native-abi.mjs node|electron');
  return false;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(ensureNativeAbi(process.argv[2]) ? 0 : 1);
}
