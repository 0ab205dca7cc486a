import { Link } from 'react-router-dom';
import { collectionPath, formatPrice, JsonLd, usePageHead } from '@storefront/shared';
import { useAssetUrl } from '../config/catalog-config';
import { productShareImage } from '../data/share-images';
import type { Product } from '../data/types';
import { breadcrumbJsonLd, productJsonLd } from '../discovery/structured-data';
import { useTeamTranslation } from '../i18n/use-team-translation';
import page from '../layout/page.module.css';
import { BackLink } from './back-link';
import { Gallery } from './gallery';
import { PreOrder } from './pre-order';
import { ProductAccordions } from './product-accordions';
import styles from './product-page.module.css';

/** /configure/:model for a known product. */
export function ProductPage({ product }: { product: Product }) {
  const { t, localize } = useTeamTranslation();
  const assetUrl = useAssetUrl();
  const collection = t(`collections.${product.collection}.title`);
  // Two lines may hold a bag of the same name (Vino Croco): the title names its collection too (decision 0013).
  const title = t('product.pageTitle', { name: product.name, collection });
  const head = usePageHead({
    title,
    description: localize(product.summary),
    image: assetUrl(productShareImage(product.slug)),
  });
  const trail = [{ name: collection, path: collectionPath(product.collection) }, { name: product.name }];

  return (
    <div className={page.page} {...head}>
      <BackLink />
      <div className={styles.layout}>
        <Gallery key={product.slug} product={product} />
        <div className={styles.info}>
          <h1 className={styles.name}>{product.name}</h1>
          {/* The collection on a line of its own, never in the name (decision 0013). */}
          <p className={styles.collection}>
            <Link to={collectionPath(product.collection)}>{collection}</Link>
          </p>
          {product.isLimited && (
            <p className={styles.badge}>
              <span className={styles.badgeTitle}>{t('product.limitedBadge')}</span>
              <span>{t('product.limitedPieces')}</span>
            </p>
          )}
          <p className={styles.price}>
            <span className="visually-hidden">{t('product.price')}: </span>
            <data value={product.price}>{formatPrice(product.price)}</data>
          </p>
          <ul className={styles.bullets}>
            <li>{t('product.bullets.delivery')}</li>
            <li>{t('product.bullets.taxes')}</li>
            <li>{t('product.bullets.shipping')}</li>
          </ul>
          <ProductAccordions key={product.slug} product={product} />
        </div>
        {/* Outside the info column, so it stays stuck on screen from the top of the page down. */}
        <PreOrder product={product} />
      </div>
      <JsonLd data={productJsonLd(product, { t, localize }, assetUrl)} />
      <JsonLd data={breadcrumbJsonLd(t('breadcrumb.home'), trail)} />
    </div>
  );
}
