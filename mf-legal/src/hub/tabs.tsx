import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { revealTabInList, tabIndexForKey } from './tab-list';
import styles from './tabs.module.css';

export interface TabDefinition<T extends string> {
  id: T;
  label: string;
  /** Data attributes on the tab, for what reads the markup (the hub's early script). */
  data?: Record<`data-${string}`, string>;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDefinition<T>[];
  selected: T;
  /** Called when the visitor chooses another tab. */
  onSelect: (id: T) => void;
  /** Every panel is rendered (hidden but the selected one), so that the pre-rendered page holds them all. */
  renderPanel: (id: T) => ReactNode;
  idPrefix: string;
}

/**
 * Tabs with automatic activation: arrow keys, Home and End move focus and select at once; only the selected tab
 * is in the tab order (roving tabindex), Tab moves on into its panel. Until hydration the hub's early script
 * answers the same keys and clicks on the pre-rendered markup (tabs-before-hydration.ts).
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, renderPanel, idPrefix }: TabsProps<T>) {
  const tabElements = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${idPrefix}-tab-${id}`;
  const panelId = (id: T) => `${idPrefix}-panel-${id}`;
  const tabList = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reveal = () => {
      const tab = tabElements.current.get(selected);
      if (tabList.current && tab) revealTabInList(tabList.current, tab);
    };
    reveal();
    // Web fonts that arrive after this widen the tabs, and can push the selected one out of view again.
    let current = true;
    void document.fonts?.ready.then(() => current && reveal());
    return () => {
      current = false;
    };
  }, [selected]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // the browser's own shortcuts (Alt+Left: Back)
    // Count from the focused tab: after a quick series of keys the URL (and `selected`) may not have caught up yet.
    const focused = tabs.findIndex((tab) => tabElements.current.get(tab.id) === event.target);
    const current = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selected);
    const next = tabIndexForKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    tabElements.current.get(target.id)?.focus();
    if (next !== current) onSelect(target.id);
  };

  return (
    <div className={styles.tabs}>
      <div ref={tabList} role="tablist" aria-label={label} className={styles.tablist} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              {...tab.data}
              onClick={() => {
                if (!isSelected) onSelect(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
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
        >
          {renderPanel(tab.id)}
        </div>
      ))}
    </div>
  );
}
