/** The packaged renderer is served from `app://bundle/` (never file://, which could read any local file). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface RendererEntry {
  /** What the window loads. */
  url: string;
  /** The only origin that may navigate, call IPC and get our CSP. */
  origin: string;
}

/**
 * `electron-vite dev` serves the renderer from its dev server and says where in
 * ELECTRON_RENDERER_URL. A packaged app ignores the variable: nobody may point it elsewhere.
 */
export const rendererEntry = (isPackaged: boolean, env: NodeJS.ProcessEnv = process.env): RendererEntry => {
  const devUrl = env.ELECTRON_RENDERER_URL;
  if (!isPackaged && devUrl) {
    const parsed = new URL(devUrl);
    return { url: parsed.toString(), origin: `${parsed.protocol}//${parsed.host}` };
  }
  return { url: `${APP_ORIGIN}/index.html`, origin: APP_ORIGIN };
};

/**
 * Where a route lives: app:// uses a hash router (`app://bundle/index.html#/system/user`); the
 * `electron-vite dev` server a browser router (`http://localhost:5173/system/user`).
 */
export const workspaceUrl = (entry: RendererEntry, route?: string): string => {
  const url = new URL(entry.url);
  if (!route) return url.toString();
  if (url.protocol === 'http:' || url.protocol === 'https:') return new URL(route, url.origin).toString();
  url.hash = route;
  return url.toString();
};
