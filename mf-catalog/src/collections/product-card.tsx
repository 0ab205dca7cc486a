import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '@storefront/shared';
import { useAssetUrl } from '../config/catalog-config';
import type { Product } from '../data/types';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { CARD_IMAGE_SIZE } from './image-size';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: Product;
  /** Cards in the first row load at once; the rest when they come near the viewport. */
  eager: boolean;
}

/** A product in a collection grid. Hovering or focusing it shows its second image. */
export function ProductCard({ product, eager }: ProductCardProps) {
  const { t, imageAlt } = useTeamTranslation();
  const assetUrl = useAssetUrl();
  const [showAlternate, setShowAlternate] = useState(false);
  const [primary, alternate] = product.images;

  return (
    <Link
      to={product.link}
      className={styles.card}
      onMouseEnter={() => setShowAlternate(true)}
      onMouseLeave={() => setShowAlternate(false)}
      onFocus={() => setShowAlternate(true)}
      onBlur={() => setShowAlternate(false)}
    >
      <span className={styles.media}>
        {primary && (
          <img
            className={styles.image}
            src={assetUrl(primary.path)}
            alt={imageAlt(product, primary.view)}
            data-active={!showAlternate}
            {...CARD_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {alternate && (
          <img
            className={styles.image}
            src={assetUrl(alternate.path)}
            alt=""
            aria-hidden="true"
            data-active={showAlternate}
            {...CARD_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        )}
        {product.isLimited && <span className={styles.flag}>{t('card.limited')}</span>}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.price}>{formatPrice(product.price)}</span>
      </span>
    </Link>
  );
}
