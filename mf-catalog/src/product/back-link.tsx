import { Link } from 'react-router-dom';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { LineIcon } from './line-icon';
import styles from './back-link.module.css';

/** Back to the home page: arrow and text on large screens, the arrow alone (same accessible name) on small ones. */
export function BackLink() {
  const { t } = useTeamTranslation();
  return (
    <Link to="/" className={styles.back} aria-label={t('product.backLabel')}>
      <LineIcon path="M20 12H5m6-6-6 6 6 6" />
      <span className={styles.text}>{t('product.back')}</span>
    </Link>
  );
}
