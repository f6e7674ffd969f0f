#!/usr/bin/env node
// `npm start` (build + preview) and `npm run dev` (`--dev`: electron-vite dev with HMR).
// 1. Makes sure the Electron binary exists (its install script is not allowed to run on npm ci
//    here because it downloads; we run it on demand).
// 2. Runs electron-vite. The native modules (better-sqlite3, keytar) are Node-API addons: the same build
//    loads in Node (tests, dev:web) and in Electron, so nothing is rebuilt between them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = join(root, 'node_modules', 'electron');
const dev = process.argv.includes('--dev');

const binaryPresent = () => {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return false;
  return existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));
};

const explainMissingBinary = () => {
  console.error(`
The Electron binary is not installed and could not be downloaded.
  - npm does not run electron's install script here (package.json "allowScripts": electron false),
    so the binary is fetched on demand by node node_modules/electron/install.js, which needs
    access to GitHub releases (or ELECTRON_MIRROR / a cached download in ~/.cache/electron).
  - Without it you can still run the whole app in a browser:  npm run dev:web
    (the same host, the embedded server and the renderer at http://127.0.0.1:5180).`);
};

const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' }).status === 0;

if (!existsSync(electronDir)) {
  console.error('node_modules/electron is missing: run npm ci first.');
  process.exit(1);
}
if (!binaryPresent()) {
  console.log('Electron binary missing: downloading it with node_modules/electron/install.js ...');
  if (!run(process.execPath, [join(electronDir, 'install.js')]) || !binaryPresent()) {
    explainMissingBinary();
    process.exit(1);
  }
}

const electronVite = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'electron-vite.cmd' : 'electron-vite',
);
const ok = dev ? run(electronVite, ['dev']) : run(electronVite, ['build']) && run(electronVite, ['preview']);
process.exit(ok ? 0 : 1);
