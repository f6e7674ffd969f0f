import type { Database } from 'better-sqlite3';
import type { CaptchaStore } from './auth/captcha-store';
import type { Lockout } from './auth/lockout';
import type { Sm2KeyPair } from './auth/sm2-key';
import type { TokenSigner } from './auth/tokens';
import type { TokenStore } from './auth/token-store';
import type { IdGenerator } from './db/ids';
import type { ReadMemo } from './db/read-memo';
import type { RateLimits } from './http/rate-limits';
import type { WireMapper } from './http/wire';
import type { LogWriter } from './modules/logs/log-writer';

/** What every route plugin gets: built once in buildApp, so tests can swap the clock. */
export interface ServerContext {
  db: Database;
  dataDir: string;
  now: () => number;
  ids: IdGenerator;
  wire: WireMapper;
  tokens: TokenSigner;
  /** The SM2 key pair of flavour S's password transport (`<dataDir>/sm2.key`). */
  sm2: Sm2KeyPair;
  tokenStore: TokenStore;
  captcha: CaptchaStore;
  lockout: Lockout;
  logs: LogWriter;
  /** Database reads reused until the next write (db/read-memo.ts): never stale, never across a write. */
  memo: ReadMemo;
  /** Calls per minute and address of the sign-in, captcha and upload routes. */
  rateLimits: RateLimits;
  /**
   * The project's source tree code generation's 写入源码 writes into: set only in development (dev-source-tree.ts),
   * undefined in a packaged or production run.
   */
  sourceTree?: string;
  /** Tests and local e2e only: the `social` grant accepts `source=test` (buildApp option). */
  socialTestProvider: boolean;
  /** Reads a `blade_param` value (e.g. account.failCount). */
  param(key: string): string | undefined;
  /** Everything `oauth/clear-cache` may drop; each entry names what it clears. */
  caches: Map<string, () => void>;
}
