import { boardSettingsSchema, type BoardSettings } from '../../../shared/board-settings';

export interface BoardSettingsDraft {
  refreshSeconds: string;
  rankingMultiplier: string;
  registeredUserOffset: string;
  openAtStartup: boolean;
}

export const draftOf = (settings: BoardSettings): BoardSettingsDraft => ({
  refreshSeconds: String(settings.refreshSeconds),
  rankingMultiplier: String(settings.rankingMultiplier),
  registeredUserOffset: String(settings.registeredUserOffset),
  openAtStartup: settings.openAtStartup,
});

/** The settings a draft asks for, or null when a field is not a valid value (nothing is saved then). */
export const parseDraft = (draft: BoardSettingsDraft, current: BoardSettings): BoardSettings | null => {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const parsed = boardSettingsSchema.safeParse({
    ...current,
    refreshSeconds: number(draft.refreshSeconds),
    rankingMultiplier: number(draft.rankingMultiplier),
    registeredUserOffset: number(draft.registeredUserOffset),
    openAtStartup: draft.openAtStartup,
  });
  return parsed.success ? parsed.data : null;
};
