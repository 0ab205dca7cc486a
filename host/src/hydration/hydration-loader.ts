// The only script a pre-rendered page loads before the visitor interacts with it (docs/decisions/0008). It
// starts the application (the host's main.js) at once when the page needs it to be complete, and otherwise on
// the visitor's first sign of interaction, holding early activations for the application to answer.
import { rotateHeroUntilHydrated } from '../home/hero/hero-before-hydration';
import { cacheLanguage, detectLanguage, readBrowserSignals } from '../i18n/detect-language';
import { holdEarlyInteractions } from './early-interactions';
import { APPLICATION_SCRIPT_ATTRIBUTE, HYDRATE_ON_INTENT, HYDRATION_MODE_ATTRIBUTE } from './hydration-contract';
import { onFirstIntent } from './visitor-intent';

function startApplication(source: string): void {
  const script = document.createElement('script');
  script.src = source;
  document.head.appendChild(script);
}

function begin(loader: HTMLScriptElement | null): void {
  const applicationScript = loader?.getAttribute(APPLICATION_SCRIPT_ATTRIBUTE);
  if (!applicationScript) return;
  const root = document.getElementById('root');
  const language = detectLanguage(readBrowserSignals());
  // The server cannot see a language kept in this browser's storage: a page in another one is rendered afresh.
  const complete = root?.getAttribute(HYDRATION_MODE_ATTRIBUTE) === HYDRATE_ON_INTENT && root.getAttribute('data-prerendered') === language;
  if (!complete) {
    startApplication(applicationScript);
    return;
  }
  // What the application would remember at start (a ?lng= choice), remembered now for the next page.
  cacheLanguage(language);
  holdEarlyInteractions(document);
  const stopHero = rotateHeroUntilHydrated(document);
  onFirstIntent(window, () => {
    stopHero();
    startApplication(applicationScript);
  });
}

// The loader is async (tools/page-composer.mjs), so it may arrive before the parser has read the whole page; it
// then begins in a task of its own rather than in the one that finishes parsing.
const loader = document.currentScript as HTMLScriptElement | null;
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => setTimeout(() => begin(loader)), { once: true });
} else {
  begin(loader);
}
