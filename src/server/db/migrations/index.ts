import { importAll } from '../../import-all';
import type { Migration } from './types';

export type { Migration } from './types';

const isMigration = (value: unknown): value is Migration =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as Migration).version) &&
  typeof (value as Migration).name === 'string' &&
  typeof (value as Migration).sql === 'string';

/**
 * Every migration of this folder, in version order: each file exports one (`NNN-name.ts`, or the
 * `YYYYMMDDHHmm-name.ts` of `npm run migration:new`), found without a list, so parallel work never collides
 * on an index. A released migration is never edited, only followed by a new one. Two files with one version
 * are refused.
 */
export const loadMigrations = async (): Promise<Migration[]> => {
  const found = await importAll(() => import.meta.glob('./*.ts', { eager: true }), new URL('.', import.meta.url), 1);
  const byVersion = new Map<number, Migration>();
  for (const [path, namespace] of Object.entries(found)) {
    for (const value of Object.values(namespace)) {
      if (!isMigration(value)) continue;
      const other = byVersion.get(value.version);
      if (other && other !== value)
        throw new Error(`${path}: migration version ${value.version} is taken (${other.name})`);
      byVersion.set(value.version, value);
    }
  }
  return [...byVersion.values()].sort((a, b) => a.version - b.version);
};
