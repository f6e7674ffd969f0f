// The sign-in route's first load (issue 3 "Performance targets", issue 20 item 9): the JS and CSS the login page
// needs before it is interactive, i.e. the HTML entry's chunk, every chunk it imports statically (transitively) and
// their CSS, each gzip-compressed at level 9. Follows Vite's manifest, so lazy chunks (the workspace, every screen)
// are counted apart. Measured on the renderer the desktop app ships (electron-vite's, out/renderer) and, for
// comparison, the browser host's (out/web-bench); both come from renderer.build.config.ts. Reported, never asserted.
//
//   npm run bench -- shell-bundle                       builds both first
//   npx tsx tests/bench/shell-bundle.ts --root DIR      reads one build made with a manifest
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What the original web admin (Saber) loads for its sign-in page, gzip (measured for issue 3). */
const SABER_SIGN_IN_BYTES = 1_064_262;
/** Issue 20 item 9: at most 15 % of Saber's. */
const TARGET_SHARE = 0.15;
const TARGET_BYTES = Math.round(SABER_SIGN_IN_BYTES * TARGET_SHARE);

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

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
};

/** electron-vite's renderer, as `npm run dist` packs it (out/renderer), with the manifest the bench follows. */
const buildElectron = (): string => {
  run('npx', ['electron-vite', 'build'], { ...process.env, DALI_RENDERER_MANIFEST: '1' });
  return join(repoRoot, 'out', 'renderer');
};

const buildWeb = (): string => {
  const outDir = join(repoRoot, 'out', 'web-bench');
  run('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', outDir, '--emptyOutDir'], {
    ...process.env,
    DALI_RENDERER_MANIFEST: '1',
  });
  return outDir;
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

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

const measureBuild = (root: string) => {
  const manifestPath = join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with DALI_RENDERER_MANIFEST=1`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  // Cross-check: index.html's script, modulepreload and stylesheet tags name the same files.
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const { js, css } = firstLoadFiles(manifest);
  const inHtml = new Set([...html.matchAll(/(?:src|href)="(?:\.?\/)?([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
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
  // Which packages reach the first load: a name in a first-load chunk's sources (the manifest's `src` of entries).
  const firstLoadText = js.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  return {
    build: relative(repoRoot, root),
    signInFirstLoad: {
      matchesIndexHtml,
      totalGzipBytes: totalGzip,
      totalGzipKB: kb(totalGzip),
      totalRawKB: kb(totalRaw),
      targetBytes: TARGET_BYTES,
      withinTarget: totalGzip <= TARGET_BYTES,
      shareOfSaberSignInPercent: Math.round((totalGzip / SABER_SIGN_IN_BYTES) * 1000) / 10,
      // react-router's and chart.js's own error texts, as markers that their code is (not) on the first load.
      hasReactRouter: /You cannot render a <Router> inside another <Router>|useNavigate\(\) may be used only/.test(
        firstLoadText,
      ),
      hasChartJs: /is not a registered controller|Chart with ID/.test(firstLoadText),
      files: files.map((f) => ({ file: f.file, kind: f.kind, rawKB: kb(f.raw), gzipKB: kb(f.gzip) })),
    },
    lazyChunks: {
      count: lazy.length,
      totalGzipKB: kb(lazy.reduce((sum, c) => sum + c.gzip, 0)),
      largest: lazy.slice(0, 12).map((c) => ({ file: c.file, src: c.src, gzipKB: kb(c.gzip) })),
    },
  };
};

const main = () => {
  const given = argRoot();
  const builds = given
    ? { given: measureBuild(given) }
    : { electron: measureBuild(buildElectron()), web: measureBuild(buildWeb()) };
  const result = {
    name: 'shell-bundle',
    measuredAt: new Date().toISOString(),
    method: 'Vite manifest: entry + static imports (transitive) + their CSS; each file gzip level 9 (node:zlib)',
    saberSignInGzipBytes: SABER_SIGN_IN_BYTES,
    targetShareOfSaber: TARGET_SHARE,
    ...builds,
  };
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench-results', 'shell-bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  for (const [name, build] of Object.entries(builds)) {
    const first = build.signInFirstLoad;
    console.log(
      `${name} (${build.build}) sign-in first load: ${first.totalGzipBytes} B gzip (${first.totalGzipKB} KB, ${first.files.length} files) = ${first.shareOfSaberSignInPercent} % of Saber's ${SABER_SIGN_IN_BYTES} B; target ${TARGET_SHARE * 100} %: ${first.withinTarget ? 'within' : 'OVER'}; react-router ${first.hasReactRouter ? 'ON' : 'off'}, chart.js ${first.hasChartJs ? 'ON' : 'off'} the first load`,
    );
  }
};

try {
  main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
