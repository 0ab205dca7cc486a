import { Link } from 'react-router-dom';
import { enquiryPath } from '@storefront/shared';
import type { Product } from '../data/types';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './pre-order.module.css';

/**
 * The sticky call to action: the payment link in a new tab or, for a piece made to order ("#"), the contact tab
 * naming the product and its collection (product decision 3; two lines may share a name, decision 0013).
 */
export function PreOrder({ product }: { product: Product }) {
  const { t } = useTeamTranslation();
  const collection = t(`collections.${product.collection}.title`);
  const hasPaymentLink = /^https:\/\//.test(product.stripeLink);
  return (
    <div
      className={styles.bar}
      data-pinned-bottom-bar
      role="region"
      aria-label={t('product.purchaseLabel', { name: product.name })}
    >
      {hasPaymentLink ? (
        <a className={styles.action} href={product.stripeLink} target="_blank" rel="noopener noreferrer">
          {t('product.preOrder')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      ) : (
        <Link className={styles.action} to={enquiryPath(product.name, collection)}>
          {t('product.enquire')}
        </Link>
      )}
    </div>
  );
}
