import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme';
import { readableOn } from './contrast';

/**
 * Text that must read on a light surface (WCAG AA, 4.5:1): antd's tertiary/description grey
 * (rgba(0,0,0,0.45), 3.4:1 on white) raised to 0.56 alpha (4.9:1). Used by form hints and
 * secondary texts.
 */
const READABLE_TERTIARY = 'rgba(0, 0, 0, 0.56)';

/**
 * antd's theme for the settings: dark or default algorithm (+ compact), the chosen primary colour.
 * In the light theme, links and primary buttons (white text on the colour) take the nearest shade
 * of the chosen colour that reaches 4.5:1 on white: the spec's #1890ff itself is 3.2:1. The colour
 * stays as chosen everywhere else (menu selection, tabs, borders, switches).
 */
export const themeConfigOf = (settings: ThemeSettings): ThemeConfig => {
  const strong = readableOn(settings.color, '#ffffff');
  return {
    algorithm: [
      settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      ...(settings.compact ? [antdTheme.compactAlgorithm] : []),
    ],
    token: {
      colorPrimary: settings.color,
      borderRadius: 6,
      ...(settings.darkMode
        ? {}
        : {
            colorLink: strong,
            colorTextTertiary: READABLE_TERTIARY,
            colorTextDescription: READABLE_TERTIARY,
          }),
    },
    // Dark mode: the dark sider and menus take the dark surfaces instead of the navy of the light theme.
    components: settings.darkMode
      ? {
          Layout: { siderBg: '#141414', headerBg: '#141414' },
          Menu: { darkItemBg: '#141414', darkSubMenuItemBg: '#0a0a0a', darkPopupBg: '#1f1f1f' },
        }
      : { Button: { colorPrimary: strong, algorithm: true } },
  };
};
