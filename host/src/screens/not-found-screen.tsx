import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { collectionPath, markNoIndex, pageHeadAttributes, setPageTitle } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import buttons from '../styles/button.module.css';
import styles from './screens.module.css';

/** Branded 404 inside the shell: header, menu and footer stay (product decision 1). */
export function NotFoundScreen() {
  const { t } = useTeamTranslation();
  useEffect(() => markNoIndex(), []);
  useEffect(() => setPageTitle(t('notFound.title')), [t]);
  return (
    <section
      className={styles.screen}
      data-screen="not-found"
      {...pageHeadAttributes({ title: t('notFound.title'), noindex: true })}
    >
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <Link className={buttons.button} to="/">
          {t('notFound.home')}
        </Link>
        <Link className={`${buttons.button} ${buttons.outline}`} to={collectionPath('carriel')}>
          {t('notFound.collections')}
        </Link>
      </div>
    </section>
  );
}
