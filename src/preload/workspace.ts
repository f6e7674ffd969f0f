import { contextBridge } from 'electron';
import { createWindowApi, workspaceChannels, type WorkspaceApi } from '../shared/contract/window-api';
import { ipcTransport } from './ipc-transport';

// The workspace window sees `window.api` with invoke/on for its channels, nothing else.
const api = createWindowApi(ipcTransport, workspaceChannels) satisfies WorkspaceApi;
contextBridge.exposeInMainWorld('api', api);
