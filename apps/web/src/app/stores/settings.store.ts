import { create } from 'zustand';
import { StorageKey } from '@portal/shared/constants';
import { DEFAULT_THEME, parseThemeSettings, type ThemeSettings } from '../theme';

type SettingsState = {
  theme: ThemeSettings;
  /** Changes some settings and persists them under `theme`. */
  update: (patch: Partial<ThemeSettings>) => void;
  /** Back to the defaults of spec section 9. */
  reset: () => void;
};

const readTheme = (): ThemeSettings => {
  try {
    return parseThemeSettings(localStorage.getItem(StorageKey.theme));
  } catch {
    return { ...DEFAULT_THEME };
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
  theme: readTheme(),
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
