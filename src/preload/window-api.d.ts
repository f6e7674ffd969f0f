import type { WorkspaceApi } from '../shared/contract/window-api';

// Under Electron the workspace preload exposes `window.api`; in the browser host it is absent and
// the renderer falls back to the WebSocket transport. (The board window's API is a subset.)
declare global {
  interface Window {
    api?: WorkspaceApi;
  }
}

export {};
