import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What makes a folder this project's source tree: the scaffold's writer and the definitions' registry. */
const MARKERS = ['scripts/scaffold/write-resource.ts', 'src/shared/resources/registry.ts'];

export const isSourceTree = (root: string): boolean => MARKERS.every((marker) => existsSync(join(root, marker)));

/**
 * The source tree this server runs from, when it runs in development: its own modules are TypeScript files (tsx,
 * as `npm run dev:web` and `npm run server` run it) inside a checkout holding the scaffold. A packaged or built run
 * executes bundled JavaScript (and NODE_ENV=production never counts), so it has none and code generation writes
 * nothing there (modules/ops/README.md "Code generation").
 */
export const developmentSourceTree = (
  env: NodeJS.ProcessEnv = process.env,
  moduleUrl: string = import.meta.url,
): string | undefined => {
  if (env.NODE_ENV === 'production' || !moduleUrl.startsWith('file:') || !moduleUrl.endsWith('.ts')) return undefined;
  const root = resolve(dirname(fileURLToPath(moduleUrl)), '..', '..');
  return isSourceTree(root) ? root : undefined;
};
