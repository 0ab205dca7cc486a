import { collectionPath, JsonLd, usePageHead } from '@storefront/shared';
import { useAssetUrl } from '../config/catalog-config';
import { productsOf, type ProductCollectionSlug } from '../data/collections';
import { collectionShareImage } from '../data/share-images';
import { breadcrumbJsonLd, productListJsonLd } from '../discovery/structured-data';
import { useTeamTranslation } from '../i18n/use-team-translation';
import page from '../layout/page.module.css';
import { EAGER_CARDS } from './image-size';
import { MadeToOrder } from './made-to-order';
import { ProductCard } from './product-card';
import styles from './collection-page.module.css';

export function CollectionPage({ collection }: { collection: ProductCollectionSlug }) {
  const { t } = useTeamTranslation();
  const assetUrl = useAssetUrl();
  const title = t(`collections.${collection}.title`);
  const products = productsOf(collection);
  const head = usePageHead({
    title,
    description: t(`collections.${collection}.description`),
    image: assetUrl(collectionShareImage(collection)),
  });

  return (
    <div className={page.page} {...head}>
      <header className={page.intro}>
        <h1 className={page.title}>{title}</h1>
        <p className={page.subtitle}>{t(`collections.${collection}.subtitle`)}</p>
      </header>
      <ul className={styles.grid} aria-label={t('collections.productsLabel')}>
        {products.map((product, index) => (
          <li key={product.slug}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      {collection === 'carriel' && <MadeToOrder />}
      <JsonLd data={breadcrumbJsonLd(t('breadcrumb.home'), [{ name: title, path: collectionPath(collection) }])} />
      <JsonLd data={productListJsonLd(title, products)} />
    </div>
  );
}
