import { boardSettingsOf, type BoardSettings } from '../../../shared/board-settings';
import { isBoardAdministrator } from '../../../shared/board-roles';
import { fail, ok, type Result } from '../../../shared/contract';
import { BOARD_WINDOW_ROUTE, type BoardDisplay, type BoardDisplays } from '../../../shared/contract/board';
import type { Settings, SettingsPatch } from '../../../shared/settings';
import type { Handlers } from '../dispatch';
import type { Logger } from '../log';
import type { SessionService } from '../session/session-service';
import type { SettingsStore } from '../settings/settings-store';
import type { HostText } from '../texts';

/**
 * What the host needs of the desktop's windows to run the kiosk board. Implemented with Electron's `screen` and
 * BrowserWindows in src/main/electron/windows/board-windows.ts; absent in the browser host, which has no windows
 * of its own (its pages open routes instead).
 */
export interface BoardWindows {
  /** The connected displays, as the operator chooses among them. */
  displays(): BoardDisplay[];
  /** Opens the kiosk on the display, moves it there, or brings it to the front when it is already there. */
  open(displayId: number): Promise<void>;
  /** Shows a workspace window (opening one when none is left), then closes the kiosk. */
  leave(): Promise<void>;
}

/** The browser host's one display: the browser window the page runs in (its size is the browser's to know). */
export const BROWSER_DISPLAY_ID = 0;

/**
 * The display the board opens on when none is chosen: the remembered one while it is connected, else the primary
 * (a control-room PC whose second screen was unplugged must still show the board somewhere).
 */
export const defaultDisplayId = (displays: readonly BoardDisplay[], rememberedId: number | null): number | null =>
  displays.find((d) => d.id === rememberedId)?.id ?? displays.find((d) => d.primary)?.id ?? displays[0]?.id ?? null;

/**
 * The display the board opens on, IT policy first: `forcedIndex` N is the Nth display as the picker lists them
 * (primary first, then left to right); a forced display that is not connected falls back as a remembered one does.
 */
export const chosenDisplayId = (
  displays: readonly BoardDisplay[],
  rememberedId: number | null,
  forcedIndex: number | null,
): number | null => {
  const forced = forcedIndex === null ? undefined : displays[forcedIndex - 1];
  return forced?.id ?? defaultDisplayId(displays, forcedIndex === null ? rememberedId : null);
};

const BOARD_SETTING_KEYS = Object.keys(boardSettingsOf(undefined)) as (keyof BoardSettings)[];

/** True when storing `patch` would change any board setting (the keys the patch names are compared in full). */
export const changesBoardSettings = (current: Settings, patch: SettingsPatch): boolean => {
  if (patch.board === undefined) return false;
  const before = boardSettingsOf(current.board);
  const after = boardSettingsOf(patch.board);
  return BOARD_SETTING_KEYS.some((key) => before[key] !== after[key]);
};

export interface BoardControlDeps {
  settings: SettingsStore;
  session: Pick<SessionService, 'view' | 'signOut'>;
  /** Absent in the browser host. */
  windows?: BoardWindows;
  text: (key: HostText) => string;
  log: Logger;
  /** IT policy's kiosk display (1 = primary, 2 = the next, ...); null when the operator chooses. */
  forcedDisplayIndex?: () => number | null;
}

type BoardHandlers = Pick<Handlers, 'board.displays' | 'board.open' | 'board.enterAdmin' | 'board.signOut'>;

export interface BoardControl extends BoardHandlers {
  /**
   * Refuses a settings patch that changes the board settings unless the signed-in user is an administrator: the
   * screen greys the fields out for others, and this is the check that counts (the kiosk cannot call settings.set
   * at all). Null when the patch may be stored.
   */
  checkSettingsPatch(patch: SettingsPatch): Result<never> | null;
}

/**
 * The board's host side (contract board.ts): the displays, opening the board on one (remembered for next time),
 * and the kiosk's two ways back to the workspace. Electron-free: the windows come in through `BoardWindows`.
 */
export const createBoardControl = (deps: BoardControlDeps): BoardControl => {
  const browserDisplay = (): BoardDisplay => ({
    id: BROWSER_DISPLAY_ID,
    label: deps.text('browserDisplay'),
    size: null,
    primary: true,
  });
  const displays = (): BoardDisplay[] => deps.windows?.displays() ?? [browserDisplay()];
  const remembered = () => boardSettingsOf(deps.settings.get().board).displayId;
  const forcedIndex = () => deps.forcedDisplayIndex?.() ?? null;
  const chosen = (list: readonly BoardDisplay[]) => chosenDisplayId(list, remembered(), forcedIndex());

  const remember = (displayId: number) => {
    const current = boardSettingsOf(deps.settings.get().board);
    if (current.displayId === displayId) return;
    try {
      deps.settings.set({ board: { ...current, displayId } });
    } catch (error) {
      // The board opens anyway; it just will not remember the display.
      deps.log.error('could not remember the board display', error);
    }
  };

  return {
    'board.displays': async (): Promise<Result<BoardDisplays>> => {
      const list = displays();
      const chosenId = chosen(list);
      if (chosenId === null) return fail('internal', deps.text('noDisplay'));
      return ok({ displays: list, chosenId });
    },

    'board.open': async (input) => {
      if (!deps.session.view().signedIn) return fail('unauthorized', deps.text('notSignedIn'));
      const list = displays();
      const requested = input?.displayId;
      if (requested !== undefined && !list.some((d) => d.id === requested)) {
        const message = deps.text('unknownDisplay');
        return fail('validation', message, { fieldErrors: { displayId: message } });
      }
      const forced = forcedIndex() === null ? null : chosen(list);
      if (requested !== undefined && forced !== null && requested !== forced) {
        const message = deps.text('lockedByPolicy');
        return fail('forbidden', message, { fieldErrors: { displayId: message } });
      }
      if (!deps.windows) return ok({ route: BOARD_WINDOW_ROUTE });
      const displayId = requested ?? chosen(list);
      if (displayId === null) return fail('internal', deps.text('noDisplay'));
      // Chosen by the operator: remembered for the next opening and for `--board` / open-at-start-up.
      if (requested !== undefined && forced === null) remember(requested);
      await deps.windows.open(displayId);
      return ok({ route: null });
    },

    'board.enterAdmin': async () => {
      if (!deps.windows) return ok({ route: '/wel/index' as const });
      await deps.windows.leave();
      return ok({ route: null });
    },

    'board.signOut': async () => {
      // Always ends the session here (a server that cannot be reached is told nothing), so every window follows.
      const result = await deps.session.signOut();
      if (!result.ok) return result;
      if (!deps.windows) return ok({ route: '/login' as const });
      await deps.windows.leave();
      return ok({ route: null });
    },

    checkSettingsPatch(patch) {
      if (!changesBoardSettings(deps.settings.get(), patch)) return null;
      if (isBoardAdministrator(deps.session.view().user?.roleName)) return null;
      return fail('forbidden', deps.text('boardSettingsAdminOnly'));
    },
  };
};
