import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit-dom',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/renderer/setup-workspace-texts.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // A test server migrates and seeds about 140 resource tables in beforeAll: 4–16 s measured on a loaded
          // 2-core machine, past vitest's 10 s default.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // tests/soak: the kiosk's 30-day soak (jsdom, minutes long) runs here, one file at a time.
          include: ['tests/e2e/**/*.test.ts', 'tests/electron/**/*.test.ts', 'tests/soak/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 60_000,
          // As long as a page action may wait (support/browser.ts): a poll whose callback auto-waits for an element
          // must not time out before the element could appear (vitest 5 no longer waits out a slow callback).
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
