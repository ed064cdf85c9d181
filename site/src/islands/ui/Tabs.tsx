// WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, and only the
// selected tab is in the tab order (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from '../../lib/ui/tabs';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
};

/** A tab list and the selected tab's panel. */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((tab) => tab.id === selected));

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const target = nextTabIndex(index, event.key, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    buttons.current[target]?.focus();
  }

  const current = tabs[index]!;
  return (
    <div data-slot="tabs">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-surface/80 p-1">
        {tabs.map((tab, i) => {
          const active = i === index;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={`flex-1 rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus ${
                active ? 'bg-accent text-heading' : 'text-muted hover:bg-overlay/10'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} tabIndex={0} className="mt-6 focus-visible:outline-2 focus-visible:outline-focus">
        {current.panel}
      </div>
    </div>
  );
}
