import { hostname, networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { R } from './r';

/** Decides whether a `Host` header (name[:port], as sent) names this server. */
export type HostCheck = (host: string) => boolean;

const LOOPBACK_NAME = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/** For a server that does not listen (inject tests): any loopback name, any port; never a foreign name. */
export const loopbackHosts: HostCheck = (host) => LOOPBACK_NAME.test(host);

const withBrackets = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * The `Host` values a listening server answers: its port on loopback names, and, when it listens beyond loopback,
 * on this machine's own interface addresses and host name. Anything else is another site's name pointed at us
 * (DNS rebinding) or a forged header, and is refused before any route runs.
 */
export const listeningHosts = (listenHost: string, port: number): Set<string> => {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]']);
  if (!LOOPBACK_NAME.test(listenHost)) {
    for (const list of Object.values(networkInterfaces())) {
      for (const entry of list ?? []) names.add(withBrackets(entry.address.split('%')[0]));
    }
    const own = hostname().toLowerCase();
    names.add(own);
    names.add(`${own}.local`);
    if (listenHost !== '0.0.0.0' && listenHost !== '::') names.add(withBrackets(listenHost.toLowerCase()));
  }
  return new Set([...names].map((name) => `${name}:${port}`));
};

const refusal = (msg: string) => R.fail(msg, 403);

/**
 * Host and Origin checks, first of all hooks (issue 18 item 5): a request whose Host is not one of ours, or that
 * carries an Origin other than our own (a page of another site driving the user's browser), is refused with 403
 * and an R body. The desktop host calls from Node and sends no Origin; the renderer never calls us from a page.
 */
export const installHostGuard = (app: FastifyInstance, isOwnHost: HostCheck): void => {
  app.addHook('onRequest', async (request, reply) => {
    const host = (request.headers.host ?? '').toLowerCase();
    if (!host || !isOwnHost(host)) {
      return reply.status(403).send(refusal('请求被拒绝: 请求的主机名不是本服务器'));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin.toLowerCase() !== `${request.protocol}://${host}`) {
      return reply.status(403).send(refusal('请求被拒绝: 不接受来自其他站点的请求'));
    }
  });
};

/** The origin answers build links with; the host guard has already checked the Host it comes from. */
export const requestOrigin = (request: { protocol: string; host: string }): string =>
  `${request.protocol}://${request.host.toLowerCase()}`;
