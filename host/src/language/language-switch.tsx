import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSupportedLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import {
  defineLanguageSwitchElement,
  LANGUAGE_CHOSEN_EVENT,
  SWITCH_ADDRESS_ATTRIBUTE,
  type LanguageSwitchElement,
} from './language-switch-element';
import styles from './language-switch.module.css';

// Where the hydration loader did not run (a page the server did not render).
defineLanguageSwitchElement();

/**
 * EN / ES switch (product decision 6). Its element (language-switch-element.ts) answers presses; this renders the
 * markup, and the application in the new language once the element says so.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTeamTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const element = useRef<LanguageSwitchElement>(null);

  // The page is the application's now: it may be prepared.
  useEffect(() => element.current?.prepareOnceLoaded(), []);

  useEffect(() => {
    const switchElement = element.current!; // an effect runs once the element it renders is attached
    const render = (language: SupportedLanguage) => {
      void i18n.changeLanguage(language);
      // The element dropped a `?lng=` from the address: the router follows.
      const search = window.location.search;
      if (search !== location.search)
        void navigate({ ...location, search }, { replace: true, preventScrollReset: true, state: location.state });
    };
    // A choice made while the application hydrated.
    const early = switchElement.chosenLanguage;
    switchElement.chosenLanguage = null;
    if (early && early !== i18n.resolvedLanguage) render(early);
    const onChosen = (event: Event) => {
      const language = (event as CustomEvent<unknown>).detail;
      if (isSupportedLanguage(language)) render(language);
    };
    switchElement.addEventListener(LANGUAGE_CHOSEN_EVENT, onChosen);
    return () => switchElement.removeEventListener(LANGUAGE_CHOSEN_EVENT, onChosen);
  }, [i18n, navigate, location]);

  return (
    <language-switch
      ref={element}
      role="group"
      aria-label={t('language.label')}
      className={styles.switch}
      {...{ [SWITCH_ADDRESS_ATTRIBUTE]: location.pathname }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.resolvedLanguage === language}
          suppressHydrationWarning
        >
          {/* The visible code starts the accessible name, so voice control users can say what they see (WCAG 2.5.3). */}
          {language.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${language}`)}</span>
        </button>
      ))}
    </language-switch>
  );
}
