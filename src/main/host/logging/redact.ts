/**
 * Takes secrets out of a log line before it is written or exported: bearer tokens, JWTs, and the values of
 * password, token and secret fields in query strings, forms and JSON. Logs go to IT; secrets must not.
 */
const PATTERNS: Array<[RegExp, string]> = [
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [redacted]'],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted-jwt]'],
  [
    /((?:"|\b)(?:[a-z_]*password[a-z0-9_]*|access_token|refresh_token|accessToken|refreshToken|client_secret|clientSecret|secret|token)"?\s*[:=]\s*"?)([^"&\s,}]+)/gi,
    '$1[redacted]',
  ],
];

export const redactSecrets = (text: string): string =>
  PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
