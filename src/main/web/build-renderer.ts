import { join } from 'node:path';

/** Builds the renderer into out/web with the project's vite.web.config.ts (Vite's own API, no shell). */
export const buildRenderer = async (projectRoot: string): Promise<void> => {
  const { build } = await import('vite');
  await build({ configFile: join(projectRoot, 'vite.web.config.ts'), logLevel: 'warn', mode: 'production' });
};
