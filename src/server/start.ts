import { buildApp } from './app';
import { accountsWithDefaultPassword, isLoopbackHost } from './default-passwords';
import { openBladeDatabase } from './db/open';
import { listeningHosts } from './http/own-addresses';
import { adoptClientSecret } from './auth/client-auth';

export interface StartServerOptions {
  dataDir: string;
  /** Default 127.0.0.1. Any other interface is refused while a seeded account keeps its default password. */
  host?: string;
  /** Default 0: an ephemeral port. */
  port?: number;
  /** Tests and local e2e only: every captcha is this text. */
  captchaFixed?: string;
  /** Tests and local e2e only: `grant_type=social&source=test` signs in any code (see buildApp). */
  socialTestProvider?: boolean;
  /**
   * The desktop host's own secret for the `saber` client (made at its first run, kept in its vault): set on the
   * client at start, so the public `saber_secret` opens nothing. `npm run server` leaves the client as it is.
   */
  clientSecret?: string;
  logger?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Opens `<dataDir>/blade.db` (migrating and seeding as needed) and listens. */
export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const { db } = await openBladeDatabase(opts.dataDir);
  try {
    if (!isLoopbackHost(host)) {
      const weak = await accountsWithDefaultPassword(db);
      if (weak.length > 0) {
        throw new Error(
          `拒绝在非本机地址 ${host} 上监听：账号 ${weak.join(', ')} 仍在使用默认密码，请先修改密码 ` +
            `(refusing to listen on ${host} while default passwords remain)`,
        );
      }
    }
    if (opts.clientSecret) adoptClientSecret(db, opts.clientSecret);
    // Filled once the port is known; nothing is answered before listen() returns.
    let ownHosts = new Set<string>();
    const app = await buildApp({
      isOwnHost: (candidate) => ownHosts.has(candidate),
      db,
      dataDir: opts.dataDir,
      captchaFixed: opts.captchaFixed,
      socialTestProvider: opts.socialTestProvider,
      logger: opts.logger,
    });
    app.addHook('onClose', async () => db.close());
    try {
      await app.listen({ host, port: opts.port ?? 0 });
    } catch (error) {
      await app.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (opts.port ?? 0);
    ownHosts = listeningHosts(host, port);
    const urlHost = host.includes(':') ? `[${host}]` : host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      close: () => (closing ??= app.close()),
    };
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}
