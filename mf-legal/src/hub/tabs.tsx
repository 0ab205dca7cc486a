import type { ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabDefinition<T extends string> {
  id: T;
  label: string;
  /** Data attributes on the tab, for its element (legal-tabs-element.ts). */
  data?: Record<`data-${string}`, string>;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDefinition<T>[];
  /** The tab selected in the markup React renders first. */
  selected: T;
  /** Every panel is rendered (hidden but the selected one), so that the pre-rendered page holds them all. */
  renderPanel: (id: T) => ReactNode;
  idPrefix: string;
}

/**
 * The markup of tabs with automatic activation (WAI-ARIA APG): only the selected tab is in the tab order (roving
 * tabindex), Tab moves on into its panel. It renders the first state alone: the element around it
 * (legal-tabs-element.ts) answers clicks, the arrow keys, Home and End, and shows another tab, before hydration and
 * after it. `suppressHydrationWarning` marks the attributes that are the element's: React renders them once.
 */
export function Tabs<T extends string>({ label, tabs, selected, renderPanel, idPrefix }: TabsProps<T>) {
  const tabId = (id: T) => `${idPrefix}-tab-${id}`;
  const panelId = (id: T) => `${idPrefix}-panel-${id}`;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            {...tab.data}
            suppressHydrationWarning
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
          suppressHydrationWarning
        >
          {renderPanel(tab.id)}
        </div>
      ))}
    </div>
  );
}
