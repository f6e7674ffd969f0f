import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../helpers/web-host';

/**
 * Where the e2e suite writes the pictures it takes of screens. A plain test run writes them under the
 * ignored test-results/screenshots, so `npm test` leaves the tree clean; `npm run screenshots`
 * (scripts/screenshots.mjs) sets DALI_SCREENSHOTS=docs to refresh the documented ones in docs/screenshots.
 */
export const screenshotsDir = (): string => {
  const dir =
    process.env.DALI_SCREENSHOTS === 'docs'
      ? join(repoRoot, 'docs', 'screenshots')
      : join(repoRoot, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
};
