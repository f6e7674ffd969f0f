import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/App';
import { followLanguage, initI18n } from './app/i18n';
import { getApi } from './platform/api';
import { connectMainBridges } from './platform/main-bridges';
import { connectSession } from './stores/session-store';
import { connectSettings, useSettingsStore } from './stores/settings-store';
import { arriveWithHandoff } from './shell/tear-off/arrive';

const start = async () => {
  const api = getApi();
  // Settings first: the language must be known before the first text is drawn.
  await connectSettings(api);
  const i18n = await initI18n(useSettingsStore.getState().settings.language);
  useSettingsStore.subscribe((state) => followLanguage(state.settings.language));
  void connectSession(api);
  // A window opened for a torn-off tab takes it (and its page's state) before the first page renders.
  await arriveWithHandoff(api);
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
