import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/i18n';
import { signInEn } from '../../shared/i18n/sign-in.en';
import { signInZh } from '../../shared/i18n/sign-in.zh';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { settingsActions } from '../stores/settings-store';

/** One instance for the window, bundled catalogues only (no HTTP backend: the app works offline). */
export const i18n: I18n = createInstance();

type Texts = Record<Language, Record<string, unknown>>;
const waiting: Texts[] = [];

const install = (texts: Texts) => {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', texts[language], true, true);
  }
};

/**
 * Adds texts beyond the sign-in ones (the workspace's arrive with its chunk, app/workspace-texts.ts); texts added
 * before the instance starts are installed when it does.
 */
export const addTexts = (texts: Texts): void => {
  if (i18n.isInitialized) install(texts);
  else waiting.push(texts);
};

const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

export const isLanguage = (value: unknown): value is Language => value === 'zh' || value === 'en';

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'zh');

export const initI18n = async (language: Language): Promise<I18n> => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      // The sign-in route's texts only; the rest come with the workspace's chunk (addTexts).
      resources: { zh: { translation: signInZh }, en: { translation: signInEn } },
      lng: language,
      fallbackLng: 'zh',
      supportedLngs: ['zh', 'en'],
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    waiting.splice(0).forEach(install);
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
