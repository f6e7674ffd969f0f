import { mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { ResourceDef } from '../../src/shared/resources/index';
import type { ResourceModel } from '../../src/server/codegen/resource-model';
import type { Project } from './project';
import { writeMigrationFor } from './write-migration';

import type * as CodegenModule from '../../src/server/codegen/definition-source';

// The project's modules are loaded from the project being written (the repository or a test's copy), not bundled.
type Codegen = typeof CodegenModule;

/** A write the scaffold refuses (a file that exists already): nothing was written. */
export class ScaffoldRefusal extends Error {}

/** Adds `export * from './<file>';` to the area's index, creating the area (and its line in the registry) if new. */
const addToArea = async (project: Project, area: string, file: string): Promise<string[]> => {
  const index = project.path('src/shared/resources', area, 'index.ts');
  const line = `export * from './${file}';`;
  const touched = [index];
  if (!project.exists(index)) {
    await project.write(index, `${line}\n`);
    const registry = project.path('src/shared/resources/registry.ts');
    const source = project
      .read(registry)
      .replace(
        /^(import \* as \w+ from '\.\/\w+\/index';\n)(?![\s\S]*import \* as \w+ from '\.\/\w+\/index';)/m,
        `$1import * as ${area} from './${area}/index';\n`,
      )
      .replace(/const areas = \{ ([^}]*) \};/, (_whole, list: string) => `const areas = { ${list}, ${area} };`);
    await project.write(registry, source);
    touched.push(registry);
    return touched;
  }
  const current = project.read(index);
  if (!current.includes(line)) await project.write(index, `${current.trimEnd()}\n${line}\n`);
  return touched;
};

const isDefinitionNamed = (value: unknown, name: string): value is ResourceDef =>
  typeof value === 'object' &&
  value !== null &&
  (value as { name?: unknown }).name === name &&
  Array.isArray((value as { fields?: unknown }).fields);

/**
 * What `npm run resource:new` writes for a model (checked with `modelProblems` first), and what the code-generation
 * screen's 写入源码 writes in development: the definition file, its line in the area's index (the area and its
 * registry line when new) and the migration its table needs. Refuses, writing nothing, when the definition file
 * exists. Answers the files written, relative to the project's root.
 */
export const writeResource = async (project: Project, model: ResourceModel, now = new Date()): Promise<string[]> => {
  const { definitionSource, kebabCase } = await project.load<Codegen>('src/server/codegen/definition-source.ts');
  const file = project.path('src/shared/resources', model.area, `${kebabCase(model.name)}.ts`);
  if (project.exists(file)) throw new ScaffoldRefusal(`${relative(project.root, file)} 已存在，未写入任何文件`);
  mkdirSync(dirname(file), { recursive: true });
  await project.write(file, definitionSource(model));
  const touched = [file, ...(await addToArea(project, model.area, kebabCase(model.name)))];
  // The new file itself, not the area's index: a long-running process (the dev server) has the index cached.
  const def = Object.values(await project.load<Record<string, unknown>>(relative(project.root, file))).find((value) =>
    isDefinitionNamed(value, model.name),
  );
  if (!def) throw new Error(`${relative(project.root, file)} does not export the definition ${model.name}`);
  const migration = await writeMigrationFor(project, def, now);
  if (migration) touched.push(migration.file);
  return touched.map((path) => relative(project.root, path));
};
