import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file is src/main/web/project-paths.ts. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const webOutDir = join(projectRoot, 'out', 'web');

export const readPackageVersion = (): string => {
  const json: unknown = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  const version = (json as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
};
