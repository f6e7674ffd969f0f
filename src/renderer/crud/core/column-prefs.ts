/**
 * Which columns a user shows and how wide, per screen, kept in localStorage under `dali.crud.columns.<name>`:
 * a per-machine display preference like Saber's, small, and readable before the host answers anything.
 */
export interface ColumnPrefs {
  /** Column name → shown; absent = the definition's default. */
  visible: Record<string, boolean>;
  /** Column name → width in px. */
  widths: Record<string, number>;
}

const PREFIX = 'dali.crud.columns.';

export const emptyPrefs = (): ColumnPrefs => ({ visible: {}, widths: {} });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads stored preferences, dropping anything malformed (a hand-edited or older entry). */
export const parsePrefs = (raw: string | null): ColumnPrefs => {
  const prefs = emptyPrefs();
  if (!raw) return prefs;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return prefs;
    if (isRecord(value.visible))
      for (const [name, shown] of Object.entries(value.visible))
        if (typeof shown === 'boolean') prefs.visible[name] = shown;
    if (isRecord(value.widths))
      for (const [name, width] of Object.entries(value.widths))
        if (typeof width === 'number' && width >= 40 && width <= 2000) prefs.widths[name] = Math.round(width);
  } catch {
    // Unreadable: defaults.
  }
  return prefs;
};

export const loadPrefs = (screen: string): ColumnPrefs => {
  try {
    return parsePrefs(localStorage.getItem(PREFIX + screen));
  } catch {
    return emptyPrefs();
  }
};

export const savePrefs = (screen: string, prefs: ColumnPrefs): void => {
  try {
    localStorage.setItem(PREFIX + screen, JSON.stringify(prefs));
  } catch {
    // Storage full or disabled: the choice lasts for this view only.
  }
};
