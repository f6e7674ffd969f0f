import { contextBridge } from 'electron';
import { boardChannels, createWindowApi, type BoardApi } from '../shared/contract/window-api';
import { ipcTransport } from './ipc-transport';

// The kiosk board reads data and may sign out: boardChannels only (main checks them again).
const api = createWindowApi(ipcTransport, boardChannels) satisfies BoardApi;
contextBridge.exposeInMainWorld('api', api);
