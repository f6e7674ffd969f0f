// TODO(kiosk issue): the big-data board window. It will be created with secureWebPreferences
// and the board preload (src/preload/board.ts, boardChannels only), fullscreen/kiosk on the chosen
// display, trusted through ipc.ts with boardChannels, and restarted on render-process-gone.
export {};
