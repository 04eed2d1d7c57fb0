import { create } from 'zustand';
import { StorageKey } from '@portal/shared/constants';
import { DEFAULT_THEME, parseThemeSettings, type ThemeSettings } from '../theme';

type SettingsState = {
  theme: ThemeSettings;
  /** The stored `theme` could not be read (spec section 8: '主题加载失败'); the defaults apply. */
  loadFailed: boolean;
  /** Changes some settings and persists them under `theme`. */
  update: (patch: Partial<ThemeSettings>) => void;
  /** Back to the defaults of spec section 9. */
  reset: () => void;
};

const readTheme = (): { theme: ThemeSettings; loadFailed: boolean } => {
  try {
    const raw = localStorage.getItem(StorageKey.theme);
    let loadFailed = false;
    if (raw) {
      try {
        JSON.parse(raw);
      } catch {
        loadFailed = true;
      }
    }
    return { theme: parseThemeSettings(raw), loadFailed };
  } catch {
    return { theme: { ...DEFAULT_THEME }, loadFailed: true };
  }
};

const persist = (theme: ThemeSettings): void => {
  try {
    localStorage.setItem(StorageKey.theme, JSON.stringify(theme));
  } catch {
    // Storage full or blocked: the settings still apply for this visit.
  }
};

export const useSettingsStore = create<SettingsState>((set, get) => ({
  ...readTheme(),
  update: (patch) => {
    const theme = { ...get().theme, ...patch };
    persist(theme);
    set({ theme });
  },
  reset: () => {
    const theme = { ...DEFAULT_THEME };
    persist(theme);
    set({ theme });
  },
}));
