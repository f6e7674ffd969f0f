import { resolve } from 'node:path';
import { startServer } from '../../server/start';
import { consoleLogger } from '../host/log';
import { parseWebArgs } from './parse-args';
import { startWebHost, WebHostError } from './web-host';

// `npm run dev:web -- --port N --data-dir D [--no-build] [--keychain]`. Scripts and the e2e helper wait for the
// line `ready on http://127.0.0.1:N/?launch=KEY` on stdout (open that address: it carries this launch's secret);
// everything else goes to stderr.
const log = {
  ...consoleLogger('web'),
  info: (message: string) => console.error(`[web] ${message}`),
};

const main = async () => {
  const parsed = parseWebArgs(process.argv.slice(2));
  if (!parsed.ok) {
    (parsed.help ? console.log : console.error)(parsed.message);
    process.exit(parsed.help ? 0 : 2);
  }

  let running: Awaited<ReturnType<typeof startWebHost>>;
  try {
    const staticRoot = parsed.args.staticRoot ? resolve(parsed.args.staticRoot) : undefined;
    running = await startWebHost(parsed.args, process.env, log, { startServer, staticRoot });
  } catch (error) {
    if (error instanceof WebHostError) console.error(`dev:web: ${error.message}`);
    else console.error('dev:web: failed to start', error);
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('dev:web: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  console.log(`ready on ${running.url}/?launch=${running.launchKey}`);
};

void main();
