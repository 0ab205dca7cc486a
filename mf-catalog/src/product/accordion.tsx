import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

interface AccordionSectionProps {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}

/** One section of a WAI-ARIA accordion: a heading holding a button that shows or hides its region. */
export function AccordionSection({ title, children, defaultExpanded = false }: AccordionSectionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((e) => !e)}
        >
          <span>{title}</span>
          <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" data-icon={expanded ? 'minus' : 'plus'}>
            <path d="M2 8h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            {!expanded && <path d="M8 2v12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />}
          </svg>
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
