export interface WebHostArgs {
  port: number;
  dataDir: string;
  /** false with --no-build: serve the existing out/web. */
  build: boolean;
  /** --keychain: keep the session in the OS keychain (keytar) instead of memory. */
  keychain: boolean;
  /** --static-root DIR: serve a renderer built elsewhere (implies --no-build); out/web otherwise. */
  staticRoot: string | null;
}

export const DEFAULT_PORT = 5180;
export const DEFAULT_DATA_DIR = '.data/web';

export const USAGE = `usage: npm run dev:web -- [--port N] [--data-dir DIR] [--no-build] [--keychain]
  --port N        port on 127.0.0.1 to serve the app on (default ${DEFAULT_PORT}; 0 picks a free one)
  --data-dir DIR  settings and the embedded server's database (default ${DEFAULT_DATA_DIR})
  --no-build      serve the existing out/web instead of building the renderer first
  --keychain      keep the session in the OS keychain, so it survives a restart
  --static-root D serve the renderer built in D instead of out/web (implies --no-build)
test-only environment (each refused when NODE_ENV=production):
  BLADE_CAPTCHA_FIXED=TEXT  every captcha shows and expects TEXT
  BLADE_SOCIAL_TEST=1       the embedded server signs in grant_type=social&source=test with any code
  BLADE_IDLE_MINUTE_MS=N    an idle-lock "minute" lasts N ms (100-60000)
  BLADE_BOARD_SEED=fixture  a fresh database gets the board's small hand-computable data set`;

export type ParsedArgs = { ok: true; args: WebHostArgs } | { ok: false; message: string; help?: boolean };

/** Parses the browser host's command line; an unknown or malformed flag is an error, never ignored. */
export const parseWebArgs = (argv: readonly string[]): ParsedArgs => {
  const args: WebHostArgs = {
    port: DEFAULT_PORT,
    dataDir: DEFAULT_DATA_DIR,
    build: true,
    keychain: false,
    staticRoot: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--port': {
        const text = value();
        const port = Number(text);
        if (text === undefined || !/^\d+$/.test(text) || port > 65535) {
          return { ok: false, message: `--port needs a number from 0 to 65535, got ${text ?? 'nothing'}` };
        }
        args.port = port;
        break;
      }
      case '--data-dir': {
        const dir = value();
        if (!dir) return { ok: false, message: '--data-dir needs a directory' };
        args.dataDir = dir;
        break;
      }
      case '--no-build':
        args.build = false;
        break;
      case '--keychain':
        args.keychain = true;
        break;
      case '--static-root': {
        const dir = value();
        if (!dir) return { ok: false, message: '--static-root needs a directory' };
        args.staticRoot = dir;
        args.build = false;
        break;
      }
      case '--help':
      case '-h':
        return { ok: false, message: USAGE, help: true };
      default:
        return { ok: false, message: `unknown option ${argv[i]}\n${USAGE}` };
    }
  }
  return { ok: true, args };
};
