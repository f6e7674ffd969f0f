import { desktopZh } from './desktop.zh';
import { signInZh } from './sign-in.zh';
import { workspaceZh } from './workspace.zh';

/**
 * The Chinese catalogue: the source of truth. Every other language must have exactly these keys
 * (en.ts is checked against `Catalogue`). Texts the spec quotes are kept verbatim, punctuation included.
 *
 * Split by area so the renderer's sign-in route carries only what it shows: sign-in.zh.ts (app, language,
 * messages, registration, login, register) is in the first chunk; workspace.zh.ts and desktop.zh.ts arrive with
 * the workspace (src/renderer/app/workspace-texts.ts). This object is the whole, for types, tests and the host.
 */
export const zh = {
  ...signInZh,
  ...workspaceZh,
  desktop: desktopZh,
};
