import { createWindowApi, workspaceChannels, type WorkspaceApi } from '../../shared/contract/window-api';
import { createWsTransport, hostSocketUrl } from './ws-transport';

let api: WorkspaceApi | null = null;

/** The one way the renderer reaches main: the preload's API under Electron, the host's WebSocket otherwise. */
export const getApi = (): WorkspaceApi => {
  api ??= window.api ?? createWindowApi(createWsTransport({ url: hostSocketUrl(window.location) }), workspaceChannels);
  return api;
};

/**
 * The kiosk board window (Electron): its preload marks the narrower board API with `kind: 'board'`. The kiosk
 * shows figures only, so the workspace's lock does not take it to /lock (its reads are served while locked).
 */
export const isKioskWindow = (): boolean => window.api?.kind === 'board';
