import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_QUERY_PARAMETER, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { afterNextPaint } from '../hydration/after-next-paint';
import { rememberLanguageForServer } from '../i18n/detect-language';
import { LANGUAGE_SWITCH_ATTRIBUTE } from './language-before-hydration';
import { prepareLanguageInPlace, prepareServedPageWhenIdle, showLanguageInPlace } from './language-in-place';
import styles from './language-switch.module.css';

/**
 * EN / ES switch (decision 6). The choice is cached by the i18n setup and kept for the server; <html lang> follows.
 * Once the switch is in view, the server's page in the other language is prepared, and a press shows its texts at
 * once (language-in-place.ts, decision 0021); otherwise the option chosen says so in the next frame. Only then does
 * every text of the page render again (100-150 ms on a phone), so that the tap is seen answered at once. Before
 * hydration the hydration loader answers the switch (language-before-hydration.ts).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTeamTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<SupportedLanguage | null>(null);
  const pressed = chosen ?? i18n.resolvedLanguage;
  const group = useRef<HTMLDivElement>(null);
  const shownLanguage = i18n.resolvedLanguage as SupportedLanguage;

  useEffect(() => prepareServedPageWhenIdle(document, shownLanguage), [shownLanguage]);
  useEffect(() => {
    const element = group.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) prepareLanguageInPlace(document, shownLanguage);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shownLanguage, location.pathname, location.search]);

  const choose = (language: SupportedLanguage) => {
    showLanguageInPlace(document, language);
    setChosen(language);
    // Everything else after the frame that shows the choice: the cookie is a call to the browser process, the
    // address and the new language each a render.
    afterNextPaint(() => {
      rememberLanguageForServer(language);
      setChosen(null);
      void i18n.changeLanguage(language);
      dropLanguageQuery();
    });
  };
  // A `?lng=` in the address outranks the cached choice: it leaves the address, or a reload would undo the switch.
  const dropLanguageQuery = () => {
    const query = new URLSearchParams(location.search);
    if (!query.has(LANGUAGE_QUERY_PARAMETER)) return;
    query.delete(LANGUAGE_QUERY_PARAMETER);
    const search = query.toString();
    void navigate(
      { ...location, search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  };
  return (
    <div
      ref={group}
      role="group"
      aria-label={t('language.label')}
      className={styles.switch}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={pressed === language}
          onClick={() => choose(language)}
        >
          {/* The visible code starts the accessible name, so voice control users can say what they see (WCAG 2.5.3). */}
          {language.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
