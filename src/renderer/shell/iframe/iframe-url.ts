import { isHttpUrl } from '../../../shared/validation/url';

export type EmbeddedTarget =
  | { kind: 'show'; url: string }
  | { kind: 'missing' }
  /** Anything that is not http(s): javascript:, file:, data:, app:, a relative path ... */
  | { kind: 'refused'; raw: string };

export const IFRAME_ROUTE_PREFIX = '/myiframe/';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// A link may arrive encoded once (the menu's /myiframe/<encodeURIComponent(url)>) or twice (a link
// pasted from another tool); decode until it names a scheme, and never fail on stray '%'.
const decodeLink = (text: string): string => {
  let value = text;
  for (let i = 0; i < 3 && !SCHEME.test(value) && value.includes('%'); i += 1) {
    try {
      value = decodeURIComponent(value);
    } catch {
      break;
    }
  }
  return value.trim();
};

/**
 * The external page of /myiframe/{routerPath}: the `url` query (or Saber's `src`) when given,
 * otherwise the rest of the path after /myiframe/. Only http(s) URLs are shown (spec 000 §5).
 */
export const embeddedTarget = (pathname: string, search: string): EmbeddedTarget => {
  const query = new URLSearchParams(search);
  const fromQuery = query.get('url') ?? query.get('src');
  let raw: string;
  if (fromQuery !== null && fromQuery.trim() !== '') {
    raw = decodeLink(fromQuery);
  } else {
    const index = pathname.indexOf(IFRAME_ROUTE_PREFIX);
    const rest = index >= 0 ? pathname.slice(index + IFRAME_ROUTE_PREFIX.length) : '';
    raw = decodeLink(rest);
    // An unencoded link keeps its own query in the location's search.
    if (raw !== '' && !raw.includes('?') && search.length > 1) raw += search;
  }
  if (raw === '') return { kind: 'missing' };
  return isHttpUrl(raw) ? { kind: 'show', url: raw } : { kind: 'refused', raw };
};
