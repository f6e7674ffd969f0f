import { createWindowApi, workspaceChannels, type WorkspaceApi } from '../../shared/contract/window-api';
import { createWsTransport, hostSocketUrl } from './ws-transport';

let socketApi: WorkspaceApi | null = null;

/**
 * The one way the renderer reaches main: the preload's API under Electron (read each time: a test that plays a
 * renderer reload hands in a new one), the host's WebSocket otherwise (one per window).
 */
export const getApi = (): WorkspaceApi => {
  if (window.api) return window.api;
  socketApi ??= createWindowApi(createWsTransport({ url: hostSocketUrl(window.location) }), workspaceChannels);
  return socketApi;
};

/**
 * The kiosk board window (Electron): its preload marks the narrower board API with `kind: 'board'`. The kiosk
 * shows figures only, so the workspace's lock does not take it to /lock (its reads are served while locked).
 */
export const isKioskWindow = (): boolean => window.api?.kind === 'board';
