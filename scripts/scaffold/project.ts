import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

/** A checkout the scaffold writes into (the repository, or a copy a test made). */
export interface Project {
  readonly root: string;
  path(...parts: string[]): string;
  /** Imports one of the project's own modules (TypeScript, through tsx). */
  load<T>(...parts: string[]): Promise<T>;
  /** Writes a file formatted as `npm run lint` expects. */
  write(file: string, source: string): Promise<void>;
  read(file: string): string;
  exists(file: string): boolean;
}

export const openProject = (root: string): Project => {
  const path = (...parts: string[]) => join(root, ...parts);
  return {
    root,
    path,
    load: async <T>(...parts: string[]) => (await import(pathToFileURL(path(...parts)).href)) as T,
    async write(file, source) {
      const options = (await prettier.resolveConfig(file)) ?? {};
      writeFileSync(file, await prettier.format(source, { ...options, filepath: file }));
    },
    read: (file) => readFileSync(file, 'utf8'),
    exists: (file) => existsSync(file),
  };
};

/** `--name value` pairs and repeated `--field` values of a command line; the first bare word is the target. */
export const parseArgs = (argv: readonly string[]) => {
  const options = new Map<string, string>();
  const fields: string[] = [];
  const flags = new Set<string>();
  let target = '';
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (!argument.startsWith('--')) {
      target ||= argument;
      continue;
    }
    const name = argument.slice(2);
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) {
      flags.add(name);
      continue;
    }
    index += 1;
    if (name === 'field') fields.push(next);
    else options.set(name, next);
  }
  return { target, options, fields, flags };
};

/** `area/name` → its parts, or an explanation. */
export const parseTarget = (target: string): { area: string; name: string } => {
  const match = /^([a-z][a-z0-9]*)\/([a-z][A-Za-z0-9]*)$/.exec(target);
  if (!match) throw new Error(`expected <area>/<name>, e.g. welfare/coupon (got "${target}")`);
  return { area: match[1], name: match[2] };
};
