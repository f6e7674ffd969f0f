import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { allowedHosts } from './content-security-policy';
import { LAUNCH_PARAM, type LaunchKey } from './launch-key';

const NOT_LAUNCHED =
  "Open the address that `npm run dev:web` printed (it carries this launch's key). 请打开 npm run dev:web 输出的地址。";

/** A page navigation (the SPA, index.html), not an asset: the only responses that need the launch key. */
const isPageRequest = (url: string, accept: string | undefined): boolean => {
  const path = url.split('?')[0];
  const last = path.split('/').pop() ?? '';
  return path === '/' || last === 'index.html' || !last.includes('.') || (accept ?? '').includes('text/html');
};

/**
 * Serves the built renderer with an SPA fallback and strict headers. Only requests addressed to
 * our loopback port are answered (a foreign Host header means DNS rebinding).
 */
export const createStaticSite = async (opts: {
  root: string;
  port: () => number;
  contentSecurityPolicy: () => string;
  launchKey: LaunchKey;
}): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (request, reply) => {
    if (!allowedHosts(opts.port()).has(request.headers.host ?? '')) {
      return reply.code(403).type('text/plain').send('forbidden host');
    }
  });

  // The page itself (any navigation: the SPA answers every route) only for a browser that holds this launch's
  // secret (launch-key.ts); the announced address carries it once and it moves into the cookie.
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request.url, request.headers.accept)) return;
    const port = opts.port();
    const url = new URL(request.url, 'http://host');
    const offered = url.searchParams.get(LAUNCH_PARAM);
    if (offered !== null) {
      if (!opts.launchKey.matches(offered)) return reply.code(401).type('text/plain').send(NOT_LAUNCHED);
      url.searchParams.delete(LAUNCH_PARAM);
      return reply
        .header(
          'Set-Cookie',
          `${opts.launchKey.cookieName(port)}=${opts.launchKey.value}; Path=/; HttpOnly; SameSite=Strict`,
        )
        .redirect(`${url.pathname}${url.search}`, 303);
    }
    if (!opts.launchKey.inCookies(request.headers.cookie, port)) {
      return reply.code(401).type('text/plain; charset=utf-8').send(NOT_LAUNCHED);
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', opts.contentSecurityPolicy());
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });

  await app.register(fastifyStatic, { root: opts.root, index: ['index.html'], wildcard: true, dotfiles: 'deny' });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('text/plain').send('not found');
    }
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return reply.code(400).type('text/plain').send('bad path');
    }
    // A missing asset is a 404; a page navigation (even to a route with a dot in it) gets the SPA.
    const lastSegment = path.split('/').pop() ?? '';
    const isNavigation = (request.headers.accept ?? '').includes('text/html');
    if (lastSegment.includes('.') && !isNavigation) return reply.code(404).type('text/plain').send('not found');
    // A client-side route: the SPA decides what to show.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
};

export const indexHtmlPath = (root: string) => join(root, 'index.html');
