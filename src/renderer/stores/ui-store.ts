import { create } from 'zustand';
import { dialogClosed, dialogOpened, initialUiState, type HeaderDialog, type UiState } from './updates/ui-updates';

export type { HeaderDialog } from './updates/ui-updates';

export const useUiStore = create<UiState>()(() => initialUiState);

export const uiActions = {
  openDialog: (dialog: HeaderDialog) => useUiStore.setState((s) => dialogOpened(s, dialog), true),
  closeDialog: (dialog: HeaderDialog) => useUiStore.setState((s) => dialogClosed(s, dialog), true),
};

export const useOpenDialog = (): HeaderDialog | null => useUiStore((s) => s.dialog);
