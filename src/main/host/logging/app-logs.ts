import { join } from 'node:path';
import type { z } from 'zod';
import type { rendererErrorSchema } from '../../../shared/contract/update';
import type { Clock } from '../clock';
import { consoleLogger, type Logger } from '../log';
import { createFileLogger, formatLine } from './file-logger';
import { createRotatingFile, DEFAULT_ROTATION, type RotatingFileOptions } from './rotating-file';

/** Renderer errors written per minute at most; a loop of errors must not fill the disk or the log. */
export const RENDERER_ERRORS_PER_MINUTE = 60;

export interface AppLogs {
  /** The folder every log is in (shown in the about dialog). */
  dir: string;
  /** The main process (the host). */
  main: Logger;
  /** One line the embedded server printed (its stdout/stderr under Electron). */
  server(line: string, stream: 'out' | 'err'): void;
  /** An error a window reported (contract `log.rendererError`). */
  renderer(report: z.output<typeof rendererErrorSchema>): void;
  /** Every log file present, current and rotated. */
  files(): string[];
}

/**
 * One rotating log per process in `dir`: main.log, server.log, renderer.log (each capped, three old files kept).
 * Electron's composition root puts `dir` in the OS's log folder (app.getPath('logs')); the browser host in its
 * data folder.
 */
export const createAppLogs = (deps: {
  dir: string;
  clock: Pick<Clock, 'now'>;
  rotation?: RotatingFileOptions;
  /** Echo to the console too (a developer's terminal); off in tests. */
  echo?: boolean;
}): AppLogs => {
  const rotation = deps.rotation ?? DEFAULT_ROTATION;
  const complain = (name: string) => (error: unknown) =>
    console.error(`[logs] cannot write ${name}: ${error instanceof Error ? error.message : String(error)}`);
  const mainFile = createRotatingFile(join(deps.dir, 'main.log'), rotation, complain('main.log'));
  const serverFile = createRotatingFile(join(deps.dir, 'server.log'), rotation, complain('server.log'));
  const rendererFile = createRotatingFile(join(deps.dir, 'renderer.log'), rotation, complain('renderer.log'));

  let minute = -1;
  let written = 0;
  let dropped = 0;

  return {
    dir: deps.dir,
    main: createFileLogger({
      file: mainFile,
      prefix: 'main',
      clock: deps.clock,
      console: deps.echo ? consoleLogger('main') : undefined,
    }),
    server(line, stream) {
      if (line.trim() === '') return;
      serverFile.append(formatLine(deps.clock.now(), stream === 'err' ? 'ERROR' : 'INFO', 'server', line.trimEnd()));
    },
    renderer(report) {
      const now = deps.clock.now();
      const thisMinute = Math.floor(now / 60_000);
      if (thisMinute !== minute) {
        if (dropped > 0) {
          rendererFile.append(
            formatLine(now, 'WARN', 'renderer', `${dropped} more errors in the last minute not written`),
          );
        }
        minute = thisMinute;
        written = 0;
        dropped = 0;
      }
      if (written >= RENDERER_ERRORS_PER_MINUTE) {
        dropped += 1;
        return;
      }
      written += 1;
      const parts = [`${report.type}: ${report.message}`];
      if (report.url) parts.push(`at ${report.url}`);
      if (report.info) parts.push(report.info);
      if (report.stack) parts.push(report.stack);
      rendererFile.append(formatLine(now, 'ERROR', 'renderer', parts.join('\n')));
    },
    files: () => [...mainFile.files(), ...serverFile.files(), ...rendererFile.files()],
  };
};
