/** The host's logging port: console by default, a file logger or a spy where the composition root wants one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const describe = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);

export const consoleLogger = (prefix = 'host'): Logger => ({
  info: (message) => console.info(`[${prefix}] ${message}`),
  warn: (message) => console.warn(`[${prefix}] ${message}`),
  error: (message, error) =>
    console.error(`[${prefix}] ${message}${error === undefined ? '' : `\n${describe(error)}`}`),
});

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
