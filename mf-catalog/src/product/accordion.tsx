import { useId, type ReactNode } from 'react';
import styles from './accordion.module.css';

interface AccordionSectionProps {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}

/** A native disclosure, so it works before hydration. The browser owns `open`: React sets it on first render only. */
export function AccordionSection({ title, children, defaultExpanded = false }: AccordionSectionProps) {
  const summaryId = `${useId()}-summary`;
  return (
    // After a press before hydration, `open` differs from the server's markup: the browser's is the one that counts.
    <details className={styles.section} open={defaultExpanded} suppressHydrationWarning>
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
