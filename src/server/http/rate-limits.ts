import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Calls per minute and client address for the routes that cost the most or guess passwords. */
export interface RateLimits {
  /** The token endpoint (each sign-in attempt is a 32 MiB scrypt check). */
  signIn: number;
  /** Captcha images. */
  captcha: number;
  /** Uploads and imports (bodies up to 100 MB). */
  upload: number;
}

/**
 * Generous for a person or the desktop app (one sign-in and a refresh an hour, a few uploads), tight for a script:
 * the lockout stops guessing one account, this stops burning the CPU and disk with many.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { signIn: 60, captcha: 120, upload: 60 };

export type RateLimitedRoute = keyof RateLimits;

const MINUTE_MS = 60_000;

/**
 * @fastify/rate-limit on the routes that ask for it (`config: rateLimitFor(...)`), none globally; a refused call is
 * HTTP 429 with `Retry-After` and an R body, like every other error.
 */
export const installRateLimits = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `请求过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`),
  });
};

/** The route config of a rate-limited route: `app.post(path, { config: { ...rateLimitFor(limits, 'upload') } }, ...)`. */
export const rateLimitFor = (limits: RateLimits, route: RateLimitedRoute) => ({
  rateLimit: { max: limits[route], timeWindow: MINUTE_MS },
});
