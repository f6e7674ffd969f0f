import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadOrCreateSm2KeyPair, SM2_KEY_FILE } from './auth/sm2-key';
import { startServer } from './start';
import { readTestSwitches, type TestSwitches } from './test-switches';

/**
 * `npm run server -- [--port 8910] [--data-dir .data/server] [--host 127.0.0.1]`
 *
 * Port 8910 by default: fixed so a browser or the e2e scripts can find it, and outside the ranges
 * common dev servers use (3000, 5173, 8080). Prints exactly `listening on <url>` on stdout once it
 * accepts requests; everything else goes to stderr.
 */
const DEFAULT_PORT = 8910;
const DEFAULT_DATA_DIR = '.data/server';

const fail = (message: string): never => {
  console.error(`server: ${message}`);
  process.exit(1);
};

const main = async () => {
  let values: { port?: string; 'data-dir'?: string; host?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        host: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  if (values.help) {
    console.log('usage: npm run server -- [--port 8910] [--data-dir .data/server] [--host 127.0.0.1]');
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535, got ${values.port}`);

  let switches: TestSwitches;
  try {
    switches = readTestSwitches(process.env);
  } catch (error) {
    return fail((error as Error).message);
  }
  const { captchaFixed, socialTestProvider } = switches;
  if (captchaFixed) console.error('server: BLADE_CAPTCHA_FIXED is set: every captcha has a fixed text (tests only)');
  if (socialTestProvider) {
    console.error('server: BLADE_SOCIAL_TEST=1: the social grant accepts source=test with any code (tests only)');
  }

  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer({
      dataDir,
      host: values.host,
      port,
      captchaFixed,
      socialTestProvider,
      logger: process.env.BLADE_SERVER_LOG === '1',
    });
  } catch (error) {
    return fail((error as Error).message);
  }
  const sm2 = await loadOrCreateSm2KeyPair(dataDir);
  // A Saber build (website.auth.publicKey) or our client's sm2PublicKey setting needs this to sign in (flavour S).
  console.error(
    `server: SM2 public key (SpringBlade sign-in; file ${join(dataDir, SM2_KEY_FILE)}, shown to administrators under 连接与安全设置): ${sm2.publicKey}`,
  );
  // Last: scripts wait for this line and may signal at once, so nothing may be awaited after it.
  console.log(`listening on ${running.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`server: ${signal}, shutting down`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('server: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
};

void main();
