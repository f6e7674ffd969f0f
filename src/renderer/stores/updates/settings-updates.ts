import type { PublicSettings } from '../../../shared/settings';

export interface SettingsState {
  /** False until main has answered `settings.get`; the values are then the spec's defaults. */
  loaded: boolean;
  settings: PublicSettings;
}

// The spec's defaults (000 §9), used only until main answers; duplicated rather than parsed from
// settings.ts so zod stays out of the sign-in bundle. A unit test keeps the two in step.
export const fallbackSettings: PublicSettings = {
  serverUrl: null,
  authFlavour: 'bladex',
  clientId: 'saber',
  sm2PublicKey: '',
  tenantMode: false,
  captchaMode: true,
  switchMode: false,
  defaultTenantId: '000000',
  tokenTime: 3000,
  requestTimeoutMs: 20000,
  statusWhiteList: [],
  language: 'zh',
  themeName: 'theme-white',
  colorName: '#089DA5',
  isCollapse: false,
  regionCode: '5329',
  idleLockMinutes: 15,
  sessionMaxHours: 12,
  updateChannel: 'stable',
  updateFeedUrl: null,
  updateMaintenanceWindow: null,
};

export const initialSettingsState: SettingsState = { loaded: false, settings: fallbackSettings };

export const settingsReceived = (_state: SettingsState, settings: PublicSettings): SettingsState => ({
  loaded: true,
  settings,
});
