import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The browser host's per-launch secret (issue 18 item 13). An Origin header proves nothing to the socket: any local
 * process can send one. The secret is printed once, in the address the CLI announces; opening that address stores
 * it in the page's cookie (HttpOnly, SameSite=Strict, this port only), and the page and its socket are served only
 * to a browser holding it. Another process can still open the port, but holds no secret.
 */
export interface LaunchKey {
  readonly value: string;
  /** The cookie name, per port: cookies ignore ports, and two hosts may run side by side. */
  cookieName(port: number): string;
  /** Whether a Cookie header carries this launch's secret for the port. */
  inCookies(cookieHeader: string | undefined, port: number): boolean;
  matches(candidate: string | undefined | null): boolean;
}

export const createLaunchKey = (value = randomBytes(24).toString('base64url')): LaunchKey => {
  const expected = Buffer.from(value);
  const matches = (candidate: string | undefined | null): boolean => {
    if (!candidate) return false;
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const cookieName = (port: number) => `dali_launch_${port}`;
  return {
    value,
    cookieName,
    matches,
    inCookies(cookieHeader, port) {
      const name = cookieName(port);
      return (cookieHeader ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .some(([key, ...rest]) => key === name && matches(rest.join('=')));
    },
  };
};

/** The query parameter of the announced address. */
export const LAUNCH_PARAM = 'launch';
