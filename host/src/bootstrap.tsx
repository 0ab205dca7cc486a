import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { loadExposedModule, registerRuntimeRemotes } from './federation/remote-registry';
import { setUpI18n } from './i18n/setup';
import { preloadRemotesFor } from './routes';
import { ConfigErrorScreen } from './screens/config-error-screen';
import './styles/global.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const i18nReady = setUpI18n();
  const configResult = await loadRuntimeConfig();
  if (configResult.ok) {
    registerRuntimeRemotes(configResult.config);
    // Every page shows the cookie banner; the page's own remotes are fetched alongside it.
    void loadExposedModule('consent', 'cookie-consent').catch(() => undefined);
    preloadRemotesFor(window.location.pathname);
  }
  await i18nReady;
  if (!configResult.ok) {
    console.error('Runtime config rejected:', configResult.problems);
    root.render(<ConfigErrorScreen problems={configResult.problems} />);
    return;
  }
  // A transition lets React render the first page in small slices, so the main thread never blocks for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={configResult.config} />
      </StrictMode>,
    ),
  );
}

void start();
