import type { Clock } from '../clock';
import type { Logger } from '../log';
import { redactSecrets } from './redact';
import type { RotatingFile } from './rotating-file';

const describe = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);

/** `2026-11-26T09:15:02.113Z WARN  [main] message` */
export const formatLine = (at: number, level: 'INFO' | 'WARN' | 'ERROR', prefix: string, message: string): string =>
  `${new Date(at).toISOString()} ${level.padEnd(5)} [${prefix}] ${redactSecrets(message)}`;

/**
 * A Logger that writes each line to a rotating file (secrets redacted) and still to the console, which is where a
 * developer running `npm start` looks.
 */
export const createFileLogger = (deps: {
  file: RotatingFile;
  prefix: string;
  clock: Pick<Clock, 'now'>;
  console?: Logger;
}): Logger => {
  const write = (level: 'INFO' | 'WARN' | 'ERROR', message: string) =>
    deps.file.append(formatLine(deps.clock.now(), level, deps.prefix, message));
  return {
    info(message) {
      write('INFO', message);
      deps.console?.info(message);
    },
    warn(message) {
      write('WARN', message);
      deps.console?.warn(message);
    },
    error(message, error) {
      write('ERROR', error === undefined ? message : `${message}\n${describe(error)}`);
      deps.console?.error(message, error);
    },
  };
};
