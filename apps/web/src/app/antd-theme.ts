import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme';

/** antd's theme for the settings: dark or default algorithm (+ compact), the chosen primary colour. */
export const themeConfigOf = (settings: ThemeSettings): ThemeConfig => ({
  algorithm: [
    settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    ...(settings.compact ? [antdTheme.compactAlgorithm] : []),
  ],
  token: { colorPrimary: settings.color, borderRadius: 6 },
});
