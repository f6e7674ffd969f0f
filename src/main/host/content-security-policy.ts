/** `scheme://host[:port]` of a URL, or null. Node gives custom schemes an opaque `null` origin, so build it by hand. */
export const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
};

/**
 * The renderer's CSP, for both hosts. Images may come from the embedded server (uploads) and the
 * configured BladeX server; scripts only from the app itself; frames may show external pages
 * (the menu's embedded links).
 */
export const buildContentSecurityPolicy = (opts: {
  imageServerUrls: ReadonlyArray<string | null>;
  connectSources: readonly string[];
  /** Vite's dev server injects an inline preamble script; never set outside development. */
  allowInlineScripts?: boolean;
}): string => {
  const imageOrigins = [...new Set(opts.imageServerUrls.map(originOf))].filter((o): o is string => o !== null);
  return [
    "default-src 'self'",
    opts.allowInlineScripts ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    ['connect-src', "'self'", ...opts.connectSources].join(' '),
    'frame-src https: http:',
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
};
