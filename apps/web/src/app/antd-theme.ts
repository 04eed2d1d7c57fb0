import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme';

/** antd's theme for the settings: dark or default algorithm (+ compact), the chosen primary colour. */
export const themeConfigOf = (settings: ThemeSettings): ThemeConfig => ({
  algorithm: [
    settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    ...(settings.compact ? [antdTheme.compactAlgorithm] : []),
  ],
  token: { colorPrimary: settings.color, borderRadius: 6 },
  // Dark mode: the dark sider and menus take the dark surfaces instead of the navy of the light theme.
  components: settings.darkMode
    ? {
        Layout: { siderBg: '#141414', headerBg: '#141414' },
        Menu: { darkItemBg: '#141414', darkSubMenuItemBg: '#0a0a0a', darkPopupBg: '#1f1f1f' },
      }
    : undefined,
});
