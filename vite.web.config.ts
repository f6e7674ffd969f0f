import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The renderer for the browser host (`npm run dev:web` serves out/web). Everything is bundled:
// the app runs offline and the host's CSP allows only its own origin.
export default defineConfig({
  root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
  // Absolute asset URLs: deep routes (/wel/index) reload without the host guessing paths.
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./out/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // Keep the captcha's data URL images allowed but never inline other assets as data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Building a zod schema has no side effects; saying so lets the unused schemas that share a
      // module with the wire helpers (ws-protocol.ts) drop out, and zod with them, from the sign-in bundle.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
