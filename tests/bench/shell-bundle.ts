// The sign-in route's first load (issue 3 "Performance targets"): the JS and CSS the login page
// needs before it is interactive, i.e. the HTML entry's chunk, every chunk it imports statically
// (transitively) and their CSS, each gzip-compressed at level 9. Follows Vite's manifest, so
// lazy chunks (the workspace, every screen) are counted apart. Reported, never asserted.
//
//   npx tsx tests/bench/shell-bundle.ts               builds into out/web-bench first
//   npx tsx tests/bench/shell-bundle.ts --root DIR    reads a build made with --manifest
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const TARGET_BYTES = 265 * 1024;
/** What the original web admin (Saber) loads for its sign-in page, gzip (issue 3). */
const SABER_SIGN_IN_BYTES = Math.round(1.06 * 1024 * 1024);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const argRoot = (): string | null => {
  const index = process.argv.indexOf('--root');
  return index >= 0 && process.argv[index + 1] ? resolve(process.argv[index + 1]) : null;
};

const build = (outDir: string) => {
  const run = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status})`);
};

const gzipSize = (path: string): { raw: number; gzip: number } => {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** The entry and its static import closure, in load order, and the CSS they pull in. */
export const firstLoadFiles = (manifest: Manifest): { js: string[]; css: string[] } => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  };
  visit(entryKey);
  return { js, css: [...css] };
};

const main = () => {
  const given = argRoot();
  const root = given ?? join(repoRoot, 'out', 'web-bench');
  if (!given) build(root);
  const manifestPath = join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with --manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  // Cross-check: index.html's script, modulepreload and stylesheet tags name the same files.
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const { js, css } = firstLoadFiles(manifest);
  const inHtml = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  const inClosure = new Set([...js, ...css]);
  const matchesIndexHtml = inHtml.size === inClosure.size && [...inClosure].every((file) => inHtml.has(file));
  if (!inHtml.has(js[js.length - 1])) throw new Error('index.html does not load the manifest entry');

  const measure = (file: string, kind: 'js' | 'css') => ({ file, kind, ...gzipSize(join(root, file)) });
  const files = [...js.map((f) => measure(f, 'js')), ...css.map((f) => measure(f, 'css'))];
  const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const totalRaw = files.reduce((sum, f) => sum + f.raw, 0);

  const firstLoad = new Set(files.map((f) => f.file));
  const lazy = Object.values(manifest)
    .filter((chunk) => !firstLoad.has(chunk.file) && chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, src: chunk.src ?? '', ...gzipSize(join(root, chunk.file)) }))
    .sort((a, b) => b.gzip - a.gzip);

  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  const result = {
    name: 'shell-bundle',
    measuredAt: new Date().toISOString(),
    build: relative(repoRoot, root),
    method: 'Vite manifest: entry + static imports (transitive) + their CSS; each file gzip level 9 (node:zlib)',
    signInFirstLoad: {
      matchesIndexHtml,
      totalGzipBytes: totalGzip,
      totalGzipKB: kb(totalGzip),
      totalRawKB: kb(totalRaw),
      targetKB: kb(TARGET_BYTES),
      withinTarget: totalGzip <= TARGET_BYTES,
      shareOfSaberSignIn: Math.round((totalGzip / SABER_SIGN_IN_BYTES) * 1000) / 10,
      files: files.map((f) => ({ file: f.file, kind: f.kind, rawKB: kb(f.raw), gzipKB: kb(f.gzip) })),
    },
    lazyChunks: {
      count: lazy.length,
      totalGzipKB: kb(lazy.reduce((sum, c) => sum + c.gzip, 0)),
      largest: lazy.slice(0, 12).map((c) => ({ file: c.file, src: c.src, gzipKB: kb(c.gzip) })),
    },
  };
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench-results', 'shell-bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `sign-in first load: ${result.signInFirstLoad.totalGzipKB} KB gzip (${files.length} files) vs target ${result.signInFirstLoad.targetKB} KB: ${
      result.signInFirstLoad.withinTarget ? 'within' : 'OVER'
    }`,
  );
};

try {
  main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
