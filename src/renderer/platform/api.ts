import { createWindowApi, workspaceChannels, type WorkspaceApi } from '../../shared/contract/window-api';
import { createWsTransport, hostSocketUrl } from './ws-transport';

let api: WorkspaceApi | null = null;

/** The one way the renderer reaches main: the preload's API under Electron, the host's WebSocket otherwise. */
export const getApi = (): WorkspaceApi => {
  api ??= window.api ?? createWindowApi(createWsTransport({ url: hostSocketUrl(window.location) }), workspaceChannels);
  return api;
};
