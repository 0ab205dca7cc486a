import { startTransition, StrictMode } from 'react';
import { isSupportedLanguage } from '@storefront/shared';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { startFieldFigures } from './field-figures/field-figures';
import { registerRuntimeRemotes } from './federation/remote-registry';
import {
  HYDRATION_BEGUN_ATTRIBUTE,
  LANGUAGE_SWITCHED_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
} from './hydration/hydration-contract';
import { setUpI18n } from './i18n/setup';
import { preloadRemotesFor } from './routes';
import { ConfigErrorScreen } from './screens/config-error-screen';
import './styles/global.css';

/** A part rendered afresh instead of hydrated (no fragment, or a mismatch) is expected now and then. */
function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  // React error 419: the server left this part to the browser on purpose (it had no fragment for it).
  if (/\b419\b/.test(message)) return;
  console.warn('Pre-rendered HTML replaced by a browser render:', message);
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const prerenderedLanguage = () => container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  const i18nReady = setUpI18n();
  const configResult = await loadRuntimeConfig();
  if (configResult.ok) {
    registerRuntimeRemotes(configResult.config);
    startFieldFigures(configResult.config);
    preloadRemotesFor(window.location.pathname);
  }
  const i18n = await i18nReady;
  if (!configResult.ok) {
    console.error('Runtime config rejected:', configResult.problems);
    container.replaceChildren();
    createRoot(container).render(<ConfigErrorScreen problems={configResult.problems} />);
    return;
  }
  // The language switch may have changed the page while the application loaded (decision 0021): hydrate in the
  // language shown. The page stays as it is from here on.
  let shown = prerenderedLanguage();
  while (container.hasAttribute(LANGUAGE_SWITCHED_ATTRIBUTE) && isSupportedLanguage(shown) && shown !== i18n.language) {
    await i18n.changeLanguage(shown);
    shown = prerenderedLanguage();
  }
  container.setAttribute(HYDRATION_BEGUN_ATTRIBUTE, '');
  const hydratesServerPage = prerenderedLanguage() === i18n.language;
  const app = (
    <StrictMode>
      <App config={configResult.config} hydratesServerPage={hydratesServerPage} />
    </StrictMode>
  );
  // Not pre-rendered, or in another language than the visitor's stored one: rendered afresh.
  if (!hydratesServerPage) container.replaceChildren();
  // A transition renders in slices, so the main thread never blocks for long; a remote's part stays as the server
  // sent it until its code arrives.
  startTransition(() => {
    if (hydratesServerPage) hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    else createRoot(container).render(app);
  });
}

void start();
