import { utilityProcess } from 'electron';
import { SERVER_NODE_FLAGS } from '../../server/node-flags';
import type { SupervisedChild } from '../host/server-supervisor';

/** Splits a stream into lines for the server log. */
const eachLine = (stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) => {
  if (!stream) return;
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  stream.on('end', () => rest && onLine(rest));
};

/**
 * Forks the built server entry (out/main/server.js) as an Electron utilityProcess; what it prints goes to the
 * server log (logs/server.log).
 */
export const forkUtilityServer =
  (entry: string, dataDir: string, onOutput: (line: string, stream: 'out' | 'err') => void) => (): SupervisedChild => {
    const child = utilityProcess.fork(entry, ['--data-dir', dataDir], {
      serviceName: 'dali-embedded-server',
      stdio: 'pipe',
      // V8 reads these only at process start (a smaller young generation: about 100 MB less at rest).
      execArgv: [...SERVER_NODE_FLAGS],
    });
    eachLine(child.stdout, (line) => onOutput(line, 'out'));
    eachLine(child.stderr, (line) => onOutput(line, 'err'));
    return {
      onMessage: (listener) => {
        child.on('message', (message: unknown) => listener(message));
      },
      postMessage: (message) => {
        child.postMessage(message);
      },
      onExit: (listener) => {
        child.on('exit', (code: number) => listener(code));
      },
      kill: () => {
        child.kill();
      },
    };
  };
