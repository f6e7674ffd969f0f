import { describe, expect, it } from 'vitest';
import { defaultSettings, publicSettingsSchema, toPublicSettings } from '../../../src/shared/settings';
import {
  fallbackSettings,
  initialSettingsState,
  settingsReceived,
} from '../../../src/renderer/stores/updates/settings-updates';

describe('settings transitions', () => {
  it('falls back to exactly the shared defaults until main answers', () => {
    expect(fallbackSettings).toEqual(toPublicSettings(defaultSettings()));
    expect(publicSettingsSchema.parse(fallbackSettings)).toEqual(fallbackSettings);
    expect(initialSettingsState.loaded).toBe(false);
  });

  it('takes what main sends', () => {
    const next = settingsReceived(initialSettingsState, { ...fallbackSettings, language: 'en', tenantMode: true });
    expect(next.loaded).toBe(true);
    expect(next.settings.language).toBe('en');
    expect(next.settings.tenantMode).toBe(true);
    expect(initialSettingsState.settings.language).toBe('zh');
  });
});
