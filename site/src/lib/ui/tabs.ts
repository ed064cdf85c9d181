// Keyboard model of the WAI-ARIA tabs pattern (automatic activation), used by the loading demo's tabs.

/** Index of the tab to select after `key` on tab `current` of `count`, or null when the key is not a tab key. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Wires a `[role=tablist]`: click or arrow/Home/End selects a tab, shows its panel (aria-controls) and
 * keeps a roving tabindex so Tab moves from the selected tab into its panel.
 */
export function setupTabs(tablist: HTMLElement): void {
  const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[index]?.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(index, false));
    tab.addEventListener('keydown', (event) => {
      const next = nextTabIndex(index, event.key, tabs.length);
      if (next === null) return;
      event.preventDefault();
      select(next, true);
    });
  });
}
