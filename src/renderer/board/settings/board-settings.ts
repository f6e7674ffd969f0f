import { boardSettingsOf, type BoardSettings } from '../../../shared/board-settings';
import { useSettingsStore } from '../../stores/settings-store';

/** The board settings in force (the host's, or the spec's defaults until it answers or when never saved). */
export const useBoardSettings = (): BoardSettings => {
  const stored = useSettingsStore((s) => s.settings.board);
  return boardSettingsOf(stored);
};
