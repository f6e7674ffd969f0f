import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Must run before `app` is ready: the scheme behaves like https (standard, secure, fetch). */
export const registerAppScheme = (): void => {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
};

/** Resolves a request path inside root, or null when it escapes it (`..`, encoded or not). */
export const resolveInside = (root: string, urlPath: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  const rel = relative(root, target);
  return rel.startsWith('..') || isAbsolute(rel) ? null : target;
};

/** Serves the built renderer (out/renderer) on app://bundle/ with the CSP; unknown routes get index.html. */
export const serveAppProtocol = (root: string, contentSecurityPolicy: () => string): void => {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response('not found', { status: 404 });
    const target = resolveInside(root, url.pathname);
    if (!target) return new Response('forbidden', { status: 403 });
    const isFile = existsSync(target) && statSync(target).isFile();
    if (!isFile && extname(target) !== '') return new Response('not found', { status: 404 });
    const file = isFile ? target : join(root, 'index.html');
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': contentSecurityPolicy(),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });
};
