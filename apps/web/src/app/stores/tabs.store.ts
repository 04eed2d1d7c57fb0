import { create } from 'zustand';

/** An open tab: `key` from tabKeyOf (path, or path + query for multi-tab pages). */
export type Tab = {
  key: string;
  /** Where the tab goes back to: path + query. */
  fullPath: string;
  /** The route pattern, for the translated title. */
  pattern: string;
  /** The home tab is never closed. */
  affix: boolean;
};

export type TabAction = 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/**
 * The tabs left after an action on `key`; affixed tabs always stay. Pure, so the tab bar and the
 * tests share it.
 */
export const tabsAfter = (tabs: readonly Tab[], key: string, action: TabAction): Tab[] => {
  const index = tabs.findIndex((tab) => tab.key === key);
  const keep = (tab: Tab, i: number): boolean => {
    if (tab.affix) return true;
    if (action === 'close') return tab.key !== key;
    if (action === 'closeOthers') return tab.key === key;
    if (action === 'closeLeft') return index < 0 || i >= index;
    if (action === 'closeRight') return index < 0 || i <= index;
    return false;
  };
  return tabs.filter(keep);
};

/** Where to go when the active tab closed: its right neighbour, else its left one. */
export const neighbourOf = (before: readonly Tab[], after: readonly Tab[], key: string): Tab | undefined => {
  const index = before.findIndex((tab) => tab.key === key);
  const remaining = new Set(after.map((tab) => tab.key));
  return (
    before.slice(index + 1).find((tab) => remaining.has(tab.key)) ??
    [...before.slice(0, Math.max(index, 0))].reverse().find((tab) => remaining.has(tab.key)) ??
    after[0]
  );
};

type TabsState = {
  tabs: Tab[];
  /** Adds the tab of the current location, or updates its query. The affix tab stays first. */
  visit: (tab: Tab) => void;
  apply: (key: string, action: TabAction) => Tab[];
  reset: () => void;
};

/** The open tabs survive a reload of this browser tab (sessionStorage), not the session's end. */
const TABS_KEY = 'tabs';

const readTabs = (): Tab[] => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(TABS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((t): t is Tab => typeof t?.key === 'string' && typeof t?.fullPath === 'string')
      : [];
  } catch {
    return [];
  }
};

export const useTabsStore = create<TabsState>((set, get) => ({
  tabs: readTabs(),
  visit: (tab) => {
    const tabs = get().tabs;
    const existing = tabs.find((t) => t.key === tab.key);
    if (existing) {
      if (existing.fullPath !== tab.fullPath || existing.affix !== tab.affix) {
        set({ tabs: tabs.map((t) => (t.key === tab.key ? { ...tab, affix: t.affix || tab.affix } : t)) });
      }
      return;
    }
    set({ tabs: tab.affix ? [tab, ...tabs] : [...tabs, tab] });
  },
  apply: (key, action) => {
    const tabs = tabsAfter(get().tabs, key, action);
    set({ tabs });
    return tabs;
  },
  reset: () => set({ tabs: [] }),
}));

useTabsStore.subscribe((state) => {
  try {
    sessionStorage.setItem(TABS_KEY, JSON.stringify(state.tabs));
  } catch {
    // Storage refused: the tabs just do not survive a reload.
  }
});
