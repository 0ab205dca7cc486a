import { useEffect } from 'react';
import { pageTitleAttribute, setPageTitle } from '@storefront/shared';
import { productsOf, type ProductCollectionSlug } from '../data/collections';
import { useTeamTranslation } from '../i18n/use-team-translation';
import page from '../layout/page.module.css';
import { MadeToOrder } from './made-to-order';
import { ProductCard } from './product-card';
import styles from './collection-page.module.css';

/** Cards visible without scrolling on a large screen load eagerly. */
const EAGER_CARDS = 3;

export function CollectionPage({ collection }: { collection: ProductCollectionSlug }) {
  const { t } = useTeamTranslation();
  const title = t(`collections.${collection}.title`);
  useEffect(() => setPageTitle(title), [title]);

  return (
    <div className={page.page} {...pageTitleAttribute(title)}>
      <header className={page.intro}>
        <h1 className={page.title}>{title}</h1>
        <p className={page.subtitle}>{t(`collections.${collection}.subtitle`)}</p>
      </header>
      <ul className={styles.grid} aria-label={t('collections.productsLabel')}>
        {productsOf(collection).map((product, index) => (
          <li key={product.slug}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      {collection === 'carriel' && <MadeToOrder />}
    </div>
  );
}
