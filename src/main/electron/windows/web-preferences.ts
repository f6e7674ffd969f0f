import { app, shell, type Session, type WebContents, type WebPreferences } from 'electron';
import { originOf } from '../../host/content-security-policy';
import { securePreferences } from './secure-web-preferences';

/** Every window's web preferences (secure-web-preferences.ts), DevTools only outside a packaged build. */
export const secureWebPreferences = (preload: string): WebPreferences =>
  securePreferences(preload, { packaged: app.isPackaged });

const openExternally = (url: string) => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return;
  }
  if (parsed.protocol === 'https:' || parsed.protocol === 'http:') void shell.openExternal(parsed.toString());
};

/**
 * Navigation stays on our origin; new windows never open inside the app (http(s) links go to the
 * system browser, everything else is dropped); `<webview>` is refused.
 */
export const hardenWebContents = (contents: WebContents, appOrigin: string): void => {
  // Only the main frame is held to our origin: embedded pages (frame-src) navigate within their iframes.
  const guard = (event: { url: string; isMainFrame: boolean; preventDefault(): void }) => {
    if (!event.isMainFrame) return;
    if (originOf(event.url) !== appOrigin) event.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
};

/** Denies every permission prompt and puts our CSP on every response of our own origin. */
export const hardenSession = (session: Session, appOrigin: string, contentSecurityPolicy: () => string): void => {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    if (originOf(details.url) !== appOrigin) {
      callback({ responseHeaders: details.responseHeaders });
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(
        ([name]) => name.toLowerCase() !== 'content-security-policy',
      ),
    );
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [contentSecurityPolicy()] } });
  });
};
