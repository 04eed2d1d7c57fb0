/** Theme settings of spec sections 3 and 9, kept under `theme` in localStorage as JSON. */
export type LayoutStyle = 'side' | 'head' | 'mix';
export type BarStyle = 'dark' | 'light';
export type TabStyle = 'default' | 'card' | 'smooth';

export type ThemeSettings = {
  layout: LayoutStyle;
  sideStyle: BarStyle;
  headStyle: BarStyle;
  tabStyle: TabStyle;
  fixedSidebar: boolean;
  fixedHeader: boolean;
  /** The page body scrolls on its own under a fixed header and tab bar. */
  fixedBody: boolean;
  showTabs: boolean;
  showFooter: boolean;
  color: string;
  darkMode: boolean;
  /** Colour-assist mode: the whole page through `filter: invert(80%)`. */
  weakMode: boolean;
  collapse: boolean;
  compact: boolean;
};

/** Spec section 9: side layout, dark side, light head, default tabs, #1890ff, tabs, footer, fixed sidebar. */
export const DEFAULT_THEME: Readonly<ThemeSettings> = Object.freeze({
  layout: 'side',
  sideStyle: 'dark',
  headStyle: 'light',
  tabStyle: 'default',
  fixedSidebar: true,
  fixedHeader: false,
  fixedBody: false,
  showTabs: true,
  showFooter: true,
  color: '#1890ff',
  darkMode: false,
  weakMode: false,
  collapse: false,
  compact: false,
});

export const COLOR_PRESETS = [
  '#1890ff',
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa541c',
  '#faad14',
] as const;

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Reads stored settings: unknown keys are dropped, wrong or missing values take the default, so an
 * old or hand-edited `theme` never breaks the shell.
 */
export const parseThemeSettings = (raw: string | null | undefined): ThemeSettings => {
  let value: Record<string, unknown> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        value = parsed as Record<string, unknown>;
    } catch {
      value = {};
    }
  }
  const d = DEFAULT_THEME;
  return {
    layout: oneOf(value.layout, ['side', 'head', 'mix'], d.layout),
    sideStyle: oneOf(value.sideStyle, ['dark', 'light'], d.sideStyle),
    headStyle: oneOf(value.headStyle, ['dark', 'light'], d.headStyle),
    tabStyle: oneOf(value.tabStyle, ['default', 'card', 'smooth'], d.tabStyle),
    fixedSidebar: bool(value.fixedSidebar, d.fixedSidebar),
    fixedHeader: bool(value.fixedHeader, d.fixedHeader),
    fixedBody: bool(value.fixedBody, d.fixedBody),
    showTabs: bool(value.showTabs, d.showTabs),
    showFooter: bool(value.showFooter, d.showFooter),
    color: typeof value.color === 'string' && HEX_COLOR.test(value.color) ? value.color : d.color,
    darkMode: bool(value.darkMode, d.darkMode),
    weakMode: bool(value.weakMode, d.weakMode),
    collapse: bool(value.collapse, d.collapse),
    compact: bool(value.compact, d.compact),
  };
};
