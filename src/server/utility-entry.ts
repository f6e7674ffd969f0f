import { startServer } from './start';

/**
 * Entry of the Electron utilityProcess. It never reads BLADE_CAPTCHA_FIXED or BLADE_SOCIAL_TEST: a
 * packaged build must not be able to fix the captcha or accept the test social provider. Waits for the parent's
 * `start` message (the client secret from its vault: over the port, never in argv or the environment, which other
 * processes can read), listens on an ephemeral loopback port and tells the parent.
 */
type ParentMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };

const isStartMessage = (data: unknown): data is { type: 'start'; clientSecret: string } =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'start' &&
  typeof (data as { clientSecret?: unknown }).clientSecret === 'string';

interface ParentPort {
  postMessage(message: ParentMessage): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;

const post = (message: ParentMessage): void => {
  if (parentPort) parentPort.postMessage(message);
  else console.log(JSON.stringify(message));
};

const readDataDir = (argv: string[]): string | undefined => {
  const index = argv.indexOf('--data-dir');
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith('--data-dir='))?.slice('--data-dir='.length);
};

const main = async () => {
  const dataDir = readDataDir(process.argv.slice(2));
  if (!dataDir) {
    post({ type: 'error', message: 'missing --data-dir' });
    process.exit(1);
  }
  if (!parentPort) {
    post({ type: 'error', message: 'not started by the desktop app (no parent port)' });
    process.exit(1);
  }
  const clientSecret = await new Promise<string>((resolve) => {
    parentPort.on('message', (event) => {
      if (isStartMessage(event.data)) resolve(event.data.clientSecret);
    });
  });
  try {
    const running = await startServer({ dataDir, host: '127.0.0.1', port: 0, clientSecret });
    const stop = () => void running.close().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    post({ type: 'ready', port: running.port });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
};

void main();
