import { Link } from 'react-router-dom';
import { collectionPath, usePageHead } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import buttons from '../styles/button.module.css';
import styles from './screens.module.css';

/** Branded 404 inside the shell: header, menu and footer stay (product decision 1). */
export function NotFoundScreen() {
  const { t } = useTeamTranslation();
  const head = usePageHead({ title: t('notFound.title'), noindex: true });
  return (
    <section className={styles.screen} data-screen="not-found" {...head}>
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
