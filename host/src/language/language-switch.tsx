import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@storefront/shared';
import styles from './language-switch.module.css';

/** EN / ES switch (decision 6). The choice is cached by the i18n setup, <html lang> follows. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('host');
  return (
    <div role="group" aria-label={t('language.label')} className={styles.switch}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {/* The visible code starts the accessible name, so voice control users can say what they see (WCAG 2.5.3). */}
          {language.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
