import { Link } from 'react-router-dom';
import { collectionPath, usePageHead, COLLECTION_SLUGS } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import page from '../layout/page.module.css';
import styles from './not-found-screen.module.css';

/** "Product not found" for an unknown /configure/ slug; "page not found" for any other unknown catalog path. */
export function NotFoundScreen({ kind }: { kind: 'product' | 'page' }) {
  const { t } = useTeamTranslation();
  const title = t(kind === 'product' ? 'notFound.productTitle' : 'notFound.pageTitle');
  const head = usePageHead({ title, noindex: true });

  return (
    <div className={page.page} data-screen={`${kind}-not-found`} {...head}>
      <div className={styles.box}>
        <h1 className={page.title}>{title}</h1>
        <p className={styles.body}>{t(kind === 'product' ? 'notFound.productBody' : 'notFound.pageBody')}</p>
        <nav aria-label={t('notFound.collectionsLabel')}>
          <ul className={styles.links}>
            {COLLECTION_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={collectionPath(slug)}>{t(`collections.${slug}.title`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" className={styles.home}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
