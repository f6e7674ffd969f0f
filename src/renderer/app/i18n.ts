import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, zh, type Language } from '../../shared/i18n';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { settingsActions } from '../stores/settings-store';

/** One instance for the window, bundled catalogues only (no HTTP backend: the app works offline). */
export const i18n: I18n = createInstance();

const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

export const isLanguage = (value: unknown): value is Language => value === 'zh' || value === 'en';

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'zh');

export const initI18n = async (language: Language): Promise<I18n> => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { zh: { translation: zh }, en: { translation: en } },
      lng: language,
      fallbackLng: 'zh',
      supportedLngs: ['zh', 'en'],
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on('languageChanged', (lng) => {
      if (isLanguage(lng)) document.documentElement.lang = htmlLang[lng];
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  document.documentElement.lang = htmlLang[language];
  return i18n;
};

/** Shows the new language at once and stores it in the host's settings, so every window and the next start follow. */
export const switchLanguage = async (api: Pick<WorkspaceApi, 'invoke'>, language: Language): Promise<void> => {
  await i18n.changeLanguage(language);
  const result = await api.invoke('settings.set', { language });
  if (result.ok) settingsActions.received(result.data);
};

/** Follows a language chosen elsewhere (another window, the settings screen). */
export const followLanguage = (language: Language): void => {
  if (i18n.isInitialized && i18n.language !== language) void i18n.changeLanguage(language);
};
