import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { legalPath } from '@storefront/shared';
import type { Product } from '../data/types';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { AccordionSection } from './accordion';
import styles from './product-accordions.module.css';

const DIMENSIONS = ['width', 'height', 'depth'] as const;

export function ProductAccordions({ product }: { product: Product }) {
  const { t, localize, language } = useTeamTranslation();
  const centimetres = (value: string) =>
    new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB').format(Number(value));
  const paragraphs = (key: string) =>
    (t(key, { returnObjects: true }) as unknown as string[]).map((text) => <p key={text}>{text}</p>);

  return (
    <div className={styles.accordions}>
      <AccordionSection title={t('accordion.description.title')}>
        <p>{localize(product.description)}</p>
        <dl className={styles.dimensions}>
          {DIMENSIONS.map((dimension) => (
            <div key={dimension}>
              <dt>{t(`accordion.description.${dimension}`)}</dt>
              <dd>{t('accordion.description.value', { value: centimetres(product.dimensions[dimension]) })}</dd>
            </div>
          ))}
        </dl>
      </AccordionSection>
      <AccordionSection title={t('accordion.shipping.title')}>
        <ul className={styles.list}>
          <li>{t('accordion.shipping.free')}</li>
          <li>{t('accordion.shipping.delivery')}</li>
          <li>
            <Trans
              t={t}
              i18nKey="accordion.shipping.returns"
              components={{ policy: <Link to={legalPath('return-policy')} /> }}
            />
          </li>
        </ul>
      </AccordionSection>
      <AccordionSection title={t('accordion.sustainable.title')}>
        {paragraphs('accordion.sustainable.paragraphs')}
      </AccordionSection>
      <AccordionSection title={t('accordion.bagALife.title')}>
        {paragraphs('accordion.bagALife.paragraphs')}
      </AccordionSection>
    </div>
  );
}
