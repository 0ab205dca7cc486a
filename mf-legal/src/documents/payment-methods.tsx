import { PAYMENT_METHODS } from './business-terms';
import styles from './legal-document.module.css';

export function PaymentMethods() {
  return (
    <ul className={styles.list}>
      {PAYMENT_METHODS.map((method) => (
        <li key={method}>{method}</li>
      ))}
    </ul>
  );
}
