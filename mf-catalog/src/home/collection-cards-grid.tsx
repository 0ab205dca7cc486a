import { Link } from 'react-router-dom';
import { collectionPath } from '@storefront/shared';
import { CARD_IMAGE_SIZE } from '../collections/image-size';
import { useAssetUrl } from '../config/catalog-config';
import { HOME_COLLECTION_CARDS } from '../data/collections';
import { PRODUCTS } from '../data/products';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './collection-cards-grid.module.css';

/** The home page's three collection cards (Carriel Classic, Mini Carriels, Baguette Carriels). */
export function CollectionCardsGrid() {
  const { t } = useTeamTranslation();
  const assetUrl = useAssetUrl();
  return (
    <ul className={styles.grid} aria-label={t('homeCards.label')}>
      {HOME_COLLECTION_CARDS.map(({ collection, coverProduct }) => {
        const cover = PRODUCTS[coverProduct]?.images[0];
        return (
          <li key={collection} className={styles.item}>
            <Link to={collectionPath(collection)} className={styles.card}>
              {cover && (
                <img
                  className={styles.image}
                  src={assetUrl(cover.path)}
                  alt=""
                  {...CARD_IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <span className={styles.text}>
                <h2 className={styles.title}>{t(`collections.${collection}.title`)}</h2>
                <span className={styles.subtitle}>{t(`collections.${collection}.subtitle`)}</span>
                <span className={styles.cta} aria-hidden="true">
                  {t('collections.discover')}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
