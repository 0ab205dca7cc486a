import { Link } from 'react-router-dom';
import { legalPath } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './made-to-order.module.css';

export function MadeToOrder() {
  const { t } = useTeamTranslation();
  return (
    <section className={styles.block} aria-labelledby="catalog-made-to-order">
      <h2 id="catalog-made-to-order" className={styles.title}>
        {t('madeToOrder.title')}
      </h2>
      <p className={styles.body}>{t('madeToOrder.body')}</p>
      <Link to={legalPath('contact')} className={styles.link}>
        {t('madeToOrder.contact')}
      </Link>
    </section>
  );
}
