/** Which of the header's dialogs is open: one at a time, so a shortcut elsewhere can open any of them. */
export type HeaderDialog = 'theme' | 'lockPassword' | 'switchIdentity' | 'errorLog';

export interface UiState {
  dialog: HeaderDialog | null;
}

export const initialUiState: UiState = { dialog: null };

export const dialogOpened = (_state: UiState, dialog: HeaderDialog): UiState => ({ dialog });

/** Closes the given dialog only if it is the open one (a late close must not shut a newer dialog). */
export const dialogClosed = (state: UiState, dialog: HeaderDialog): UiState =>
  state.dialog === dialog ? { dialog: null } : state;
