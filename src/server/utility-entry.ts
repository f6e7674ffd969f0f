import { startServer } from './start';

/**
 * Entry of the Electron utilityProcess. It never reads BLADE_CAPTCHA_FIXED or BLADE_SOCIAL_TEST: a
 * packaged build must not be able to fix the captcha or accept the test social provider. Listens on an ephemeral loopback port and tells the parent.
 */
type ParentMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };

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
  try {
    const running = await startServer({ dataDir, host: '127.0.0.1', port: 0 });
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
