import type { ResourceModel } from '../src/server/codegen/resource-model';
import type { SeedMenu } from '../src/server/db/seed-data/index';
import { openProject, parseArgs, parseTarget } from './scaffold/project';
import { writeResource } from './scaffold/write-resource';

import type * as ModelModule from '../src/server/codegen/resource-model';
import type * as SeedDataModule from '../src/server/db/seed-data/index';

// The project's modules are loaded from the project being written (the repository or a test's copy).
type Model = typeof ModelModule;
type SeedData = typeof SeedDataModule;

const USAGE = `npm run resource:new -- <area>/<name> --endpoint /blade-x/y --table t [--menu /a/b]
  [--title 中文标题 --title-en Title] [--permission code] [--base tenant|base] [--export]
  --field 'name[*]:kind[=dict]:中文[:English]' ...   (kinds: text textarea integer number money cents flag
  status dict date datetime image images richText region; * = required)`;

const walk = (menus: readonly SeedMenu[]): SeedMenu[] => menus.flatMap((menu) => [menu, ...walk(menu.children ?? [])]);

const main = async (): Promise<void> => {
  const args = parseArgs(process.argv.slice(2));
  if (args.flags.has('help') || !args.target) {
    console.log(USAGE);
    return;
  }
  const { area, name } = parseTarget(args.target);
  const project = openProject(args.options.get('root') ?? process.cwd());
  const { modelProblems, parseFieldArgument } = await project.load<Model>('src/server/codegen/resource-model.ts');
  const { seedMenus } = await project.load<SeedData>('src/server/db/seed-data/index.ts');

  const menuPath = args.options.get('menu');
  const seeded = menuPath ? walk(seedMenus).find((menu) => menu.path === menuPath) : undefined;
  const model: ResourceModel = {
    area,
    name,
    titleZh: args.options.get('title') ?? seeded?.name ?? name,
    titleEn: args.options.get('title-en') ?? seeded?.nameEn ?? name,
    ...(menuPath ? { menu: menuPath } : {}),
    endpoint: args.options.get('endpoint') ?? '',
    table: args.options.get('table') ?? '',
    permission: args.options.get('permission') ?? seeded?.code ?? '',
    base: args.options.get('base') === 'base' ? 'base' : 'tenant',
    export: args.flags.has('export'),
    fields: args.fields.map(parseFieldArgument),
  };
  const problems = model.permission
    ? modelProblems(model)
    : [
        menuPath
          ? `permission: no seeded menu has the path ${menuPath} to take its code from; pass --permission <menu code>`
          : 'permission: pass --menu <seeded menu path> (its code becomes the permission) or --permission <code>',
        ...modelProblems(model).filter((problem) => !problem.startsWith('permission')),
      ];
  if (problems.length > 0) throw new Error(`cannot write ${args.target}:\n  ${problems.join('\n  ')}\n\n${USAGE}`);

  const touched = await writeResource(project, model);
  console.log(`${args.target}: wrote\n${touched.map((path) => `  ${path}`).join('\n')}`);
  if (menuPath && !seeded) console.log(`note: no seeded menu has the path ${menuPath}; its screen opens once one does`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
