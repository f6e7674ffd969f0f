/**
 * The renderer speaks Saber's paths (`/api/blade-x/...`); a real BladeX gateway has no `/api`
 * (Saber's dev proxy strips it), so the prefix is dropped before sending. The embedded server
 * accepts both forms.
 */
export const toServerPath = (path: string): string => path.replace(/^\/api(?=\/)/, '');

/** settings.serverUrl when set, else the embedded server; never with a trailing slash. */
export const resolveBaseUrl = (serverUrl: string | null, embeddedServerUrl: string): string =>
  (serverUrl ?? embeddedServerUrl).replace(/\/+$/, '');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export const isLoopbackUrl = (url: string): boolean => {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
};
