import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

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
  renderer: {
    root: path('./src/renderer'),
    plugins: [react()],
    build: {
      rollupOptions: { input: path('./src/renderer/index.html') },
    },
  },
});
