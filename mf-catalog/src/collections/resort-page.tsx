import type { ReactNode } from 'react';
import { collectionPath, formatPrice, JsonLd, usePageHead } from '@storefront/shared';
import { useAssetUrl } from '../config/catalog-config';
import { collectionShareImage } from '../data/share-images';
import { breadcrumbJsonLd } from '../discovery/structured-data';
import { PARTNER_COLLECTION_URL, RESORT_ITEMS } from '../data/resort';
import { useTeamTranslation } from '../i18n/use-team-translation';
import page from '../layout/page.module.css';
import { CARD_IMAGE_SIZE, EAGER_CARDS } from './image-size';
import grid from './collection-page.module.css';
import card from './product-card.module.css';
import inkButtons from '@storefront/shared/src/styles/ink-button.module.css';
import styles from './resort-page.module.css';

/** An item opens the partner's shop in a new tab; without a link (a development build only) it is no link. */
function ResortCard({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <span className={card.card}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={card.card}>
      {children}
    </a>
  );
}

export function ResortPage() {
  const { t } = useTeamTranslation();
  const assetUrl = useAssetUrl();
  const title = t('collections.resort.title');
  const head = usePageHead({
    title,
    description: t('collections.resort.description'),
    image: assetUrl(collectionShareImage('resort')),
  });

  return (
    <div className={page.page} {...head}>
      <header className={page.intro}>
        <h1 className={page.title}>{title}</h1>
        <p className={page.subtitle}>{t('collections.resort.subtitle')}</p>
        <p className={styles.intro}>{t('collections.resort.intro')}</p>
      </header>
      <ul className={grid.grid} aria-label={t('collections.productsLabel')}>
        {RESORT_ITEMS.map((item, index) => (
          <li key={item.id}>
            <ResortCard href={item.shopLink}>
              <span className={card.media}>
                <img
                  className={card.image}
                  data-active="true"
                  src={assetUrl(item.image)}
                  alt=""
                  {...CARD_IMAGE_SIZE}
                  loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </span>
              <span className={card.text}>
                <span className={card.name}>{item.name}</span>
                <span className={card.price}>{formatPrice(item.price)}</span>
                {item.shopLink && (
                  <span className="visually-hidden">
                    , {t('collections.resort.inPartnerShop')} {t('newTab')}
                  </span>
                )}
              </span>
            </ResortCard>
          </li>
        ))}
      </ul>
      {PARTNER_COLLECTION_URL && (
        <p className={styles.visit}>
          <a
            href={PARTNER_COLLECTION_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={inkButtons.inkButtonLarge}
          >
            {t('collections.resort.visit')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </p>
      )}
      {/* The bags are the partner's, sold in its shop: the page lists no products of its own to search engines. */}
      <JsonLd data={breadcrumbJsonLd(t('breadcrumb.home'), [{ name: title, path: collectionPath('resort') }])} />
    </div>
  );
}
