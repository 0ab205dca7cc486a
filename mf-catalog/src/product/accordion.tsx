import { useId, type ReactNode } from 'react';
import styles from './accordion.module.css';

/** A native disclosure, so it works before hydration. It starts closed; the browser owns `open`, never React. */
export function AccordionSection({ title, children }: { title: string; children: ReactNode }) {
  const summaryId = `${useId()}-summary`;
  return (
    // After a press before hydration, `open` differs from the server's markup: the browser's is the one that counts.
    <details className={styles.section} suppressHydrationWarning>
      <summary id={summaryId} className={styles.summary}>
        <h2 className={styles.heading}>{title}</h2>
        <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M2 8h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          <path className={styles.vertical} d="M8 2v12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </summary>
      <div role="region" aria-labelledby={summaryId} className={styles.panel}>
        {children}
      </div>
    </details>
  );
}
