import type { FastifyInstance } from 'fastify';
import { requestOrigin } from './own-addresses';

/** Where the embedded server serves stored files (BladeX's local OSS endpoint); rows keep links under it. */
export const FILE_ROUTE_PREFIX = '/blade-resource/oss/endpoint/file';

const escaped = FILE_ROUTE_PREFIX.replace(/[/.]/g, '\\$&');

/**
 * A link to one of our stored files, as a path (how rows store it now) or as an absolute URL on a loopback name
 * (how rows stored it before, with a port that changed at the next start), right after a JSON string's quote, a
 * comma of a list, or an attribute's `=` / quote inside rich text.
 */
const STORED_LINK = new RegExp(
  `(["',=(\\s])(?:https?://(?:localhost|127(?:\\.\\d{1,3}){3}|\\[::1\\])(?::\\d{1,5})?)?(${escaped}(?=[/"\\\\]))`,
  'g',
);

/** Every stored file link in a JSON answer, made absolute on the address this request reached. */
export const resolveFileLinks = (json: string, origin: string): string =>
  json.includes(FILE_ROUTE_PREFIX)
    ? json.replace(STORED_LINK, (_match, before: string, path: string) => `${before}${origin}${path}`)
    : json;

/**
 * Stored links are paths (issue 18 item 6): the desktop's embedded server listens on another port every start, so
 * an address kept in a row breaks at the next start. Answers resolve them here, once, for every route, so a list,
 * a detail, a user's avatar and an image inside rich text all get the address the caller used, and links stored
 * with yesterday's loopback port are repaired the same way.
 */
export const installFileLinkResolver = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    return resolveFileLinks(payload, requestOrigin(request));
  });
};
