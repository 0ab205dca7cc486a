import { Link } from 'react-router-dom';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './back-link.module.css';

/** Back to the home page: arrow and text on large screens, the arrow alone (same accessible name) on small ones. */
export function BackLink() {
  const { t } = useTeamTranslation();
  return (
    <Link to="/" className={styles.back} aria-label={t('product.backLabel')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M20 12H5m6-6-6 6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>{t('product.back')}</span>
    </Link>
  );
}
