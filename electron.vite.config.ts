import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { rendererBuild, rendererPlugins, rendererRoot } from './renderer.build.config';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// `electron-vite build` → out/main (index.js + server.js for the utilityProcess), out/preload
// (one self-contained CJS file per window: sandboxed preloads cannot require chunks) and
// out/renderer (served on app://bundle by src/main/electron/app-protocol.ts).
export default defineConfig({
  main: {
    build: {
      // Native modules are loaded from node_modules at run time, rebuilt for Electron's ABI.
      externalizeDeps: { include: ['better-sqlite3', 'keytar'] },
      rollupOptions: {
        input: { index: path('./src/main/index.ts'), server: path('./src/server/utility-entry.ts') },
      },
    },
  },
  preload: {
    build: {
      isolatedEntries: true,
      externalizeDeps: false,
      rollupOptions: {
        input: { workspace: path('./src/preload/workspace.ts'), board: path('./src/preload/board.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // The same renderer build as the browser host's (renderer.build.config.ts): minified, zod tree-shaken. Relative
  // asset URLs: app://bundle/index.html loads ./assets/*.
  renderer: {
    root: rendererRoot,
    base: './',
    plugins: rendererPlugins(),
    build: rendererBuild(path('./out/renderer')),
  },
});
