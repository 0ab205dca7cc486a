import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { BRAND_NAME, setPageTitle } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import buttons from '../styles/button.module.css';
import styles from './screens.module.css';

/**
 * When the shell itself fails to render (spec: "Unexpected Application Error!"). A failing remote is caught by its
 * own slot instead (docs/architecture.md).
 */
export function RenderErrorScreen() {
  const error = useRouteError();
  const { t } = useTeamTranslation();
  const title = t('renderError.title');
  useEffect(() => console.error('Render error', error), [error]);
  useEffect(() => setPageTitle(title), [title]);
  return (
    <main className={styles.screen} data-screen="render-error">
      <p className={styles.brand}>{BRAND_NAME}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{t('renderError.body')}</p>
      {/* A full page load: the router that failed is not trusted to navigate. */}
      <a className={buttons.button} href="/">
        {t('renderError.home')}
      </a>
    </main>
  );
}
