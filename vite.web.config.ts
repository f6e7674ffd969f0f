import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { rendererBuild, rendererPlugins, rendererRoot } from './renderer.build.config';

// The renderer for the browser host (`npm run dev:web` serves out/web): the shared renderer build
// (renderer.build.config.ts). Everything is bundled: the app runs offline and the host's CSP allows only its own origin.
export default defineConfig({
  root: rendererRoot,
  // Absolute asset URLs: deep routes (/wel/index) reload without the host guessing paths.
  base: '/',
  plugins: rendererPlugins(),
  build: rendererBuild(fileURLToPath(new URL('./out/web', import.meta.url))),
});
