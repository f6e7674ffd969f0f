/**
 * The app's own URL scheme (issue 20 item 6). The OS hands such a link to the running instance (Windows and Linux: the
 * second instance's command line; macOS: `open-url`), which comes forward and goes where the link says:
 *
 * - `dali-backoffice://open/<route>?<query>`: that screen, e.g. `dali-backoffice://open/system/user` (a link in a mail
 *   or a chat message between operators);
 * - `dali-backoffice://auth/callback?source=<s>&code=<c>&state=<tenant>`: the third-party sign-in's redirect (the
 *   provider is registered with this URI for the desktop app); it completes like the web callback
 *   `/login?source&code&state` does.
 *
 * Anything else is ignored (and logged): a link from outside never reaches more than an in-app route.
 */
export const DEEP_LINK_SCHEME = 'dali-backoffice';

export type DeepLink =
  { kind: 'route'; path: string } | { kind: 'social'; source: string; code: string; state?: string };

const ROUTE = /^\/(?!\/)[^\s\\]*$/;
const MAX_LINK = 2048;

/** The deep link among command-line arguments (Windows and Linux pass it as one), or null. */
export const findDeepLink = (argv: readonly string[]): string | null =>
  argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null;

export const parseDeepLink = (text: string): DeepLink | null => {
  if (text.length > MAX_LINK) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  // `scheme://open/system/user` parses with host `open`; some shells drop the slashes (`scheme:open/...`).
  const target = `${url.host}${url.pathname}`.replace(/^\/+/, '');
  if (target === 'auth/callback' || target === 'login') {
    const source = url.searchParams.get('source')?.trim() ?? '';
    const code = url.searchParams.get('code')?.trim() ?? '';
    if (!/^[\w-]{1,32}$/.test(source) || code === '' || code.length > 512) return null;
    const state = url.searchParams.get('state') ?? undefined;
    return { kind: 'social', source, code, ...(state !== undefined && state.length <= 512 ? { state } : {}) };
  }
  if (target === 'open' || target.startsWith('open/')) {
    const path = `/${target.slice('open/'.length)}${url.search}`;
    const route = target === 'open' ? '/wel/index' : path;
    return ROUTE.test(route) && route.length <= 1024 && !route.includes('..') ? { kind: 'route', path: route } : null;
  }
  return null;
};

/** Where a workspace window goes for a link: the route, or the sign-in page that completes the social callback. */
export const deepLinkRoute = (link: DeepLink): string => {
  if (link.kind === 'route') return link.path;
  const query = new URLSearchParams({
    source: link.source,
    code: link.code,
    ...(link.state ? { state: link.state } : {}),
  });
  return `/login?${query.toString()}`;
};

/** The route a link opens, or undefined when it is not one of ours (the window opens as usual). */
export const routeOfDeepLink = (url: string | null): string | undefined => {
  const link = url === null ? null : parseDeepLink(url);
  return link ? deepLinkRoute(link) : undefined;
};
