import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A folder's modules by path relative to it (`./order/product-order.ts` → its namespace). */
export type ModuleMap = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const SOURCE = /\.(ts|js|mjs)$/;
const SKIP = /\.(d|test)\.ts$/;

const walk = (dir: string, depth: number, prefix = '.'): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return depth > 1 ? walk(path, depth - 1, `${prefix}/${entry}`) : [];
    return depth === 1 && SOURCE.test(entry) && !SKIP.test(entry) ? [`${prefix}/${entry}`] : [];
  });

/**
 * Every module of a folder, found without a list to keep in step. Under Vite (the Electron bundle, vitest)
 * `viteGlob` is Vite's own `import.meta.glob(..., { eager: true })`, expanded at build time; under plain Node
 * (tsx: `npm run server`, `npm run dev:web`) that call does not exist, so the folder is read: `depth` 1 for the
 * folder's own files, 2 for the files of its sub-folders.
 */
export const importAll = async (viteGlob: () => ModuleMap, folder: URL, depth: 1 | 2): Promise<ModuleMap> => {
  try {
    return viteGlob();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  const dir = fileURLToPath(folder);
  const out: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const path of walk(dir, depth).sort()) {
    out[path] = (await import(pathToFileURL(join(dir, path)).href)) as Record<string, unknown>;
  }
  return out;
};
