/**
 * What the host needs of the desktop's workspace windows (issue 20 items 6 and 7): opening one on a route (a
 * torn-off tab at the point it was dropped), knowing which one the operator used last, and bringing one forward.
 * Implemented with BrowserWindows in src/main/electron/windows/workspace-windows.ts; absent in the browser host,
 * where pages open and focus themselves.
 */
export interface WorkspaceWindows {
  /**
   * Opens a workspace window on an in-app route. `at` (screen coordinates) puts its title bar there, sized like
   * the window `sizeOf` (a tab dragged out onto a second monitor); otherwise it opens where workspace windows were
   * last, cascaded off any open one. Resolves with the new window's id once it is loading.
   */
  open(route: string | undefined, options?: { at?: { x: number; y: number }; sizeOf?: number }): Promise<number>;
  /** The workspace window the operator used last (focus order), or null when none is open. */
  last(): number | null;
  /** Restores (when minimised), shows and focuses a window; false when it is gone. */
  focus(windowId: number): boolean;
  /** Whether the window is an open workspace window. */
  isOpen(windowId: number): boolean;
}
