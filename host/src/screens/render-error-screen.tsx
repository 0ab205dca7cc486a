import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { BRAND_NAME } from '@storefront/shared';
import styles from './screens.module.css';

/** Shown when the shell itself fails to render (spec: "Unexpected Application Error!"). */
export function RenderErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('host');
  useEffect(() => console.error('Render error', error), [error]);
  return (
    <main className={styles.screen} data-screen="render-error">
      <p className={styles.brand}>{BRAND_NAME}</p>
      <h1 className={styles.title}>{t('renderError.title')}</h1>
      <p className={styles.body}>{t('renderError.body')}</p>
      {/* A full page load: the router that failed is not trusted to navigate. */}
      <a className="button" href="/">
        {t('renderError.home')}
      </a>
    </main>
  );
}
