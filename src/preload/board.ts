import { contextBridge } from 'electron';
import { boardChannels, boardEvents, createWindowApi, onlyEvents, type BoardApi } from '../shared/contract/window-api';
import { ipcTransport } from './ipc-transport';

// The kiosk board reads data and settings and leaves for the workspace: boardChannels only (main checks them
// again). `kind: 'board'` tells the renderer it is the kiosk. It hears the session, settings and lock events, not
// the workspace's upload and export progress.
const api = createWindowApi(onlyEvents(ipcTransport, boardEvents), boardChannels, 'board') satisfies BoardApi;
contextBridge.exposeInMainWorld('api', api);
