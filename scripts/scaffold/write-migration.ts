import type { ResourceDef } from '../../src/shared/resources/index';
import type { Migration } from '../../src/server/db/migrations/index';
import type { Project } from './project';

import type * as CodegenModule from '../../src/server/codegen/migration-source';
import type * as ResourcesModule from '../../src/shared/resources/index';
import type * as MigrationsModule from '../../src/server/db/migrations/index';

// The project's modules are loaded from the project being written (the repository or a test's copy), not bundled.
type Codegen = typeof CodegenModule;
type Resources = typeof ResourcesModule;
type Migrations = typeof MigrationsModule;

/**
 * Writes the migration that brings a definition's table in line with it (its whole table, or the columns it
 * lacks), numbered by the clock; returns the file written, or undefined when the table already agrees.
 */
export const writeMigration = async (
  project: Project,
  name: string,
  now = new Date(),
): Promise<{ file: string; sql: string } | undefined> => {
  const resources = await project.load<Resources>('src/shared/resources/index.ts');
  const def: ResourceDef | undefined = resources.allResources().find((candidate) => candidate.name === name);
  if (!def) throw new Error(`no resource is named ${name}: add its definition and its line in its area's index first`);
  return writeMigrationFor(project, def, now);
};

/** `writeMigration` for a definition already loaded (one just written, which no cached index lists yet). */
export const writeMigrationFor = async (
  project: Project,
  def: ResourceDef,
  now = new Date(),
): Promise<{ file: string; sql: string } | undefined> => {
  const { loadMigrations } = await project.load<Migrations>('src/server/db/migrations/index.ts');
  const codegen = await project.load<Codegen>('src/server/codegen/migration-source.ts');
  const migrations: Migration[] = await loadMigrations();
  const sql = codegen.migrationSqlFor(def, codegen.schemaAfter(migrations));
  if (sql === undefined) return undefined;
  const version = codegen.nextMigrationVersion(
    now,
    migrations.map((migration) => migration.version),
  );
  const written = codegen.definitionMigration(def, sql, version);
  const file = project.path(written.path);
  await project.write(file, written.content);
  return { file, sql };
};
