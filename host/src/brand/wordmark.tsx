import { BRAND_NAME } from '@storefront/shared';
import styles from './wordmark.module.css';

/** Replace this component (and BRAND_NAME) for the real logo. */
export function Wordmark({ size = 'regular', tone = 'ink' }: { size?: 'regular' | 'large'; tone?: 'ink' | 'gold' }) {
  return <span className={`${styles.wordmark} ${styles[size]} ${styles[tone]}`}>{BRAND_NAME}</span>;
}
