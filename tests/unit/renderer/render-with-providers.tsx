import { FluentProvider } from '@fluentui/react-components';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../../src/renderer/app/i18n';
import { lightTheme } from '../../../src/renderer/app/theme';
import type { Language } from '../../../src/shared/i18n';

// jsdom has no layout, hence no ResizeObserver; Fluent's MessageBar asks for one to decide its reflow.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

/** Renders inside the same Fluent theme and i18n instance the app uses. */
export const renderWithProviders = async (ui: ReactElement, language: Language = 'zh'): Promise<RenderResult> => {
  const i18n = await initI18n(language);
  return render(
    <FluentProvider theme={lightTheme}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </FluentProvider>,
  );
};
