import { buildContentSecurityPolicy } from '../host/content-security-policy';

/** The browser host's CSP: the socket may only reach our own port. */
export const webContentSecurityPolicy = (opts: {
  port: number;
  embeddedServerUrl: string;
  configuredServerUrl: string | null;
}): string =>
  buildContentSecurityPolicy({
    imageServerUrls: [opts.embeddedServerUrl, opts.configuredServerUrl],
    connectSources: [`ws://127.0.0.1:${opts.port}`, `ws://localhost:${opts.port}`],
  });

/** The origins (and Host headers) the browser host answers: its own port on loopback, nothing else. */
export const allowedOrigins = (port: number): Set<string> =>
  new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

export const allowedHosts = (port: number): Set<string> => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
