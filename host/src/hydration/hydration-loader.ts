// The host's only script before interaction (docs/decisions/0008): starts the application on the first sign of
// intent, holds presses meanwhile (early-interactions.ts), and defines the host's custom elements.
import { isSupportedLanguage } from '@storefront/shared';
import { defineHeroElement } from '../home/hero/hero-element';
import { arriveFromLanguageSwitch, defineLanguageSwitchElement } from '../language/language-switch-element';
import { defineMenuElement } from '../menu/menu-element';
import {
  LANGUAGE_STORAGES,
  rememberRequestedLanguage,
  storedLanguageIn,
  supportedQueryLanguage,
} from '../i18n/detect-language';
import { holdEarlyInteractions } from './early-interactions';
import {
  APPLICATION_SCRIPT_ATTRIBUTE,
  HYDRATE_ON_INTENT,
  HYDRATION_MODE_ATTRIBUTE,
  LANGUAGE_SOURCE_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
} from './hydration-contract';
import { reloadForNewBuild } from './reload-for-new-build';
import { onFirstIntent } from './visitor-intent';
import { whenShown } from './when-shown';

function startApplication(source: string): void {
  const script = document.createElement('script');
  script.src = source;
  script.onerror = () => reloadForNewBuild(source);
  document.head.appendChild(script);
}

/** Runs `task` in its own task after the load event. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task);
  else window.addEventListener('load', () => setTimeout(task), { once: true });
}

/** A `?lng=` or language cookie outranks storage, and the server saw both. */
function storageMayOverrule(root: HTMLElement): boolean {
  const decidedBy = root.getAttribute(LANGUAGE_SOURCE_ATTRIBUTE);
  return decidedBy !== 'querystring' && decidedBy !== 'cookie';
}

/** One storage read per task. */
function checkStoredLanguage(serverLanguage: string, onDiffers: () => void, storages = LANGUAGE_STORAGES): void {
  const [storage, ...later] = storages;
  if (!storage) return;
  const stored = storedLanguageIn(storage);
  if (stored === null) setTimeout(() => checkStoredLanguage(serverLanguage, onDiffers, later));
  else if (stored !== serverLanguage) onDiffers();
}

function begin(loader: HTMLScriptElement | null): void {
  const applicationScript = loader?.getAttribute(APPLICATION_SCRIPT_ATTRIBUTE);
  if (!applicationScript) return;
  const root = document.getElementById('root');
  const serverLanguage = root?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  const onIntent = root?.getAttribute(HYDRATION_MODE_ATTRIBUTE) === HYDRATE_ON_INTENT;
  if (!root || !onIntent || !isSupportedLanguage(serverLanguage)) return startApplication(applicationScript);
  whenShown(document, () => {
    if (supportedQueryLanguage(window.location.search) !== serverLanguage) return;
    // Remembered now, as the application would, for a next page reached by a native link.
    rememberRequestedLanguage(serverLanguage);
    arriveFromLanguageSwitch(document, serverLanguage);
  });
  holdEarlyInteractions(document);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApplication(applicationScript);
  };
  onFirstIntent(window, start);
  // A first storage read is a synchronous call to the browser process, busiest while the page loads: wait until
  // then. A page in the wrong language is then rendered afresh.
  afterLoad(() => {
    if (!started && storageMayOverrule(root)) checkStoredLanguage(serverLanguage, start);
  });
}

defineHeroElement();
defineMenuElement();
defineLanguageSwitchElement();

// The loader is async (platform/src/host/page-composer.ts) and may run before parsing ends: then it begins in a task
// of its own.
const loader = document.currentScript as HTMLScriptElement | null;
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => setTimeout(() => begin(loader)), { once: true });
} else {
  begin(loader);
}
