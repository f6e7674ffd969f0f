import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, PluginOption } from 'vite';

/**
 * The one renderer build both hosts ship: electron-vite's renderer (electron.vite.config.ts → out/renderer, served on
 * app://bundle) and the browser host's (vite.web.config.ts → out/web). Minified, no source maps, no inlined assets,
 * and zod's schema builders marked pure so the unused schemas of the contract drop out, zod with them, from the
 * sign-in route. `npm run bench -- shell-bundle` measures the Electron one.
 */
export const rendererRoot = fileURLToPath(new URL('./src/renderer', import.meta.url));

export const rendererPlugins = (): PluginOption[] => [react()];

export const rendererBuild = (outDir: string, extra: BuildEnvironmentOptions = {}): BuildEnvironmentOptions => ({
  outDir,
  emptyOutDir: true,
  target: 'es2022',
  minify: true,
  cssMinify: true,
  sourcemap: false,
  reportCompressedSize: true,
  // Keep the captcha's data URL images allowed but never inline other assets as data: URLs.
  assetsInlineLimit: 0,
  // The bench reads the manifest to follow the sign-in route's imports; nothing at run time needs it.
  manifest: process.env.DALI_RENDERER_MANIFEST === '1',
  rolldownOptions: {
    input: fileURLToPath(new URL('./src/renderer/index.html', import.meta.url)),
    // Building a zod schema has no side effects; saying so lets the unused schemas that share a module with the
    // wire helpers (ws-protocol.ts) drop out, and zod with them, from the sign-in bundle.
    treeshake: { manualPureFunctions: ['z'] },
    // Everything the entry imports statically (the sign-in page's first load) in one chunk: left to itself the bundler
    // splits it into ~40 files by what the lazy chunks share, and each file compresses on its own (measured by
    // `npm run bench -- shell-bundle`).
    output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
  },
  ...extra,
});
