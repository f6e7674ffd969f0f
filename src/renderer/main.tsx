import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/App';
import { followLanguage, initI18n } from './app/i18n';
import { getApi } from './platform/api';
import { connectMainBridges } from './platform/main-bridges';
import { connectSession } from './stores/session-store';
import { connectSettings, useSettingsStore } from './stores/settings-store';

const start = async () => {
  const api = getApi();
  // Settings first: the language must be known before the first text is drawn.
  await connectSettings(api);
  const i18n = await initI18n(useSettingsStore.getState().settings.language);
  useSettingsStore.subscribe((state) => followLanguage(state.settings.language));
  void connectSession(api);
  connectMainBridges(api);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
};

void start();
