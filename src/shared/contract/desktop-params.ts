/**
 * Constants of the desktop contract (desktop.ts) the renderer's first chunk needs, kept apart from the zod schemas so
 * the sign-in bundle does not carry them.
 */

/** The query parameter a torn-off window's URL carries its handoff in (stripped at once by the page). */
export const HANDOFF_PARAM = 'dali-handoff';
