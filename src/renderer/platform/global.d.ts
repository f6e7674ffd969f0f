import type { WorkspaceApi } from '../../shared/contract/window-api';

// Under Electron the preload exposes the workspace API; in the browser host it is absent and
// platform/api.ts falls back to the WebSocket transport.
declare global {
  interface Window {
    api?: WorkspaceApi;
  }
}
