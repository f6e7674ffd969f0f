/**
 * The window's in-app path read and written without react-router, for the sign-in shell (App.tsx renders the sign-in
 * page before the router's chunk is loaded). Browser history in the browser host; hash history under app://.
 */
const usesHash = (): boolean => window.location.protocol !== 'http:' && window.location.protocol !== 'https:';

/** `/login?redirect=x` as the router would see it. */
export const currentAppPath = (): string => {
  if (!usesHash()) return `${window.location.pathname}${window.location.search}`;
  const hash = window.location.hash.replace(/^#/, '');
  return hash === '' ? '/' : hash;
};

/** Replaces the in-app path without a reload; the router created afterwards starts from it. */
export const replaceAppPath = (path: string): void => {
  window.history.replaceState(null, '', usesHash() ? `#${path}` : path);
};

/**
 * The fixed workspace routes (router.tsx's `workspaceRoutes` without the catch-all; a unit test keeps the two in
 * step) and the addresses that redirect to them. Signed out, these lead to the sign-in page; any other address is a
 * menu route nobody signed out could hold, which the router answers with /404.
 */
export const SIGN_IN_PATHS: readonly string[] = [
  '/login',
  '/',
  '/wel',
  '/wel/index',
  '/wel/dashboard',
  '/test/index',
  '/dict-horizontal/index',
  '/dict-vertical/index',
  '/info/index',
  '/settings/index',
];
export const SIGN_IN_PREFIXES: readonly string[] = [
  '/myiframe/',
  '/work/process/leave/form/',
  '/work/process/leave/handle/',
  '/work/process/leave/detail/',
];

/** Whether a signed-out window at `path` shows the sign-in page (the router would send it to /login). */
export const leadsToSignIn = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  return SIGN_IN_PATHS.includes(pathname) || SIGN_IN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
};
