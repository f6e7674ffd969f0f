/// <reference types="node" />
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
/** Tests run from the repository's root (vitest's root), in every environment. */
const repoRoot = process.cwd();

const run = promisify(execFile);

/** What the scaffold tests copy: the sources, the scripts, the test harnesses, the build and format settings. */
const COPIED = [
  'src',
  'scripts',
  'tests/helpers',
  'tests/unit/renderer',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
  'tsconfig.e2e.json',
  '.prettierrc.json',
  '.prettierignore',
];

export interface ProjectCopy {
  readonly root: string;
  /** Runs one of the package's scaffold commands in the copy (`resource:new`, `migration:new`). */
  scaffold(script: 'resource-new' | 'migration-new', args: readonly string[]): Promise<string>;
  /** Every file whose content differs from the repository's (added ones included), relative to the copy. */
  changedFiles(): string[];
  remove(): void;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * A throwaway copy of the project (its node_modules linked), for tests that run the scaffold commands and then load
 * the copy's own server and screens: the repository itself is never written.
 */
export const copyProject = (): ProjectCopy => {
  // Inside the repository (ignored by git, lint and the test globs): vitest loads the copy's modules only from there.
  mkdirSync(join(repoRoot, '.scaffold'), { recursive: true });
  const root = mkdtempSync(join(repoRoot, '.scaffold', 'copy-'));
  for (const entry of COPIED) cpSync(join(repoRoot, entry), join(root, entry), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  // The menu the throwaway resource opens at: every seeded menu of the real project has its screen
  // (tests/unit/renderer/layout/every-menu-built.test.tsx), so the copy seeds one of its own before scaffolding.
  const seedFile = join(root, DEMO_MENU.seedFile);
  const seeded = readFileSync(seedFile, 'utf8').replace(DEMO_MENU.after, `$&\n    ${DEMO_MENU.line},`);
  if (!seeded.includes(DEMO_MENU.path)) throw new Error(`${DEMO_MENU.seedFile} no longer has ${DEMO_MENU.after}`);
  writeFileSync(seedFile, seeded);
  const prepared = new Map<string, string>([[DEMO_MENU.seedFile, seeded]]);
  return {
    root,
    async scaffold(script, args) {
      const { stdout } = await run(
        join(root, 'node_modules/.bin/tsx'),
        [join(root, 'scripts', `${script}.ts`), ...args],
        {
          cwd: root,
          timeout: 120_000,
        },
      );
      return stdout;
    },
    changedFiles() {
      return filesUnder(join(root, 'src'))
        .map((path) => relative(root, path))
        .filter((path) => {
          try {
            const before = prepared.get(path) ?? readFileSync(join(repoRoot, path), 'utf8');
            return before !== readFileSync(join(root, path), 'utf8');
          } catch {
            return true;
          }
        })
        .sort();
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
};

/** The seeded menu a copy adds for the throwaway resource (no definition of the project serves it). */
export const DEMO_MENU = {
  seedFile: 'src/server/db/seed-data/menus-merchants.ts',
  after: /screen\('merchant_service'[^\n]*\),/,
  line: "screen('demo_gift_card', '礼品卡', 'Gift cards', '/demo/gift-card', 'Gift', CRUD)",
  path: '/demo/gift-card',
  code: 'demo_gift_card',
  title: '礼品卡',
} as const;

/**
 * A throwaway gift-card list in a new area, on the copy's own seeded menu (DEMO_MENU), as the
 * scaffold tests make it (the README's coupon example has since become the real, hand-refined welfare/coupon).
 */
export const COUPON_ARGS = [
  'demo/giftCard',
  '--menu',
  DEMO_MENU.path,
  '--endpoint',
  '/blade-demo/giftCard',
  '--table',
  'demo_gift_card',
  '--export',
  '--field',
  'title*:text:优惠券名称:Coupon name',
  '--field',
  'amount*:money:面额:Face value',
  '--field',
  'openType:status:启用状态:Enabled',
  '--field',
  'useEndDate:date:截止日期:Use until',
] as const;
