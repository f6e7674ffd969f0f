import { relative } from 'node:path';
import { openProject, parseArgs, parseTarget } from './scaffold/project';
import { writeMigration } from './scaffold/write-migration';

/**
 * `npm run migration:new -- <area>/<name>`: after a definition changed, writes the numbered migration that gives
 * its table what it now declares (`src/server/db/migrations/<YYYYMMDDHHmm>-<area>-<name>.ts`), or says the table
 * already agrees. The server refuses to start over a table that lacks a declared column until it runs.
 */
const main = async (): Promise<void> => {
  const args = parseArgs(process.argv.slice(2));
  const { name } = parseTarget(args.target);
  const project = openProject(args.options.get('root') ?? process.cwd());
  const written = await writeMigration(project, name);
  if (!written) {
    console.log(`${args.target}: its table already has every column it declares; no migration written`);
    return;
  }
  console.log(`wrote ${relative(project.root, written.file)}\n${written.sql}`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
