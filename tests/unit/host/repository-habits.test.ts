import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');
const tracked = (pattern: string): string[] =>
  spawnSync('git', ['ls-files', pattern], { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

/** Issue 19 item 20: `npm test` leaves the tree clean; `npm run screenshots` refreshes the documented pictures. */
describe('screenshots', () => {
  const previous = process.env.DALI_SCREENSHOTS;
  afterEach(() => {
    if (previous === undefined) delete process.env.DALI_SCREENSHOTS;
    else process.env.DALI_SCREENSHOTS = previous;
  });
  // Imported by address: the e2e support files belong to another TypeScript project.
  const screenshotsDir = async () =>
    (
      (await import(pathToFileURL(join(root, 'tests', 'e2e', 'support', 'screenshots.ts')).href)) as {
        screenshotsDir(): string;
      }
    ).screenshotsDir();

  it('a test run writes them to a folder git ignores; only DALI_SCREENSHOTS=docs writes docs/screenshots', async () => {
    delete process.env.DALI_SCREENSHOTS;
    const dir = await screenshotsDir();
    expect(dir).toBe(join(root, 'test-results', 'screenshots'));
    const ignored = spawnSync('git', ['check-ignore', '-q', join(dir, 'any.png')], { cwd: root });
    expect(ignored.status, 'test-results/screenshots is not ignored').toBe(0);
    process.env.DALI_SCREENSHOTS = 'docs';
    expect(await screenshotsDir()).toBe(join(root, 'docs', 'screenshots'));
    expect(readFileSync(join(root, 'scripts', 'screenshots.mjs'), 'utf8')).toContain("DALI_SCREENSHOTS: 'docs'");
  });

  it('no e2e file but support/screenshots.ts names docs/screenshots', () => {
    const files = tracked('tests/e2e/*.ts').filter((file) => file !== 'tests/e2e/support/screenshots.ts');
    expect(files.length).toBeGreaterThan(10);
    const offending = files.filter((file) =>
      /docs['"`]?\s*,\s*['"`]screenshots|docs\/screenshots/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});

/** Issue 19 item 21: the repository's documents stand on their own; the architecture lives in docs/. */
describe('documents', () => {
  it('no tracked document links outside the repository (../shared, /work)', () => {
    const offending = tracked('*.md').filter((file) =>
      /\]\((\.\.\/)+shared\/|\]\(\/work\/|\/work\/shared/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });

  it('docs/architecture.md has the folders, the path of a request, the recipe for a resource and the trust boundaries', () => {
    const text = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(
      expect.arrayContaining(['Folders', 'The path of one request', 'A new resource', 'The two trust boundaries']),
    );
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('](docs/architecture.md)');
    // The folders table names every top-level folder of src.
    for (const folder of ['src/main', 'src/preload', 'src/renderer', 'src/server', 'src/shared'])
      expect(text, folder).toContain(`\`${folder}`);
  });
});
