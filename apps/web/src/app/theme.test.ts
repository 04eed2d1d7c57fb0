import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, parseThemeSettings } from './theme';

describe('theme settings', () => {
  it('defaults exactly to spec section 9', () => {
    expect(DEFAULT_THEME).toMatchObject({
      layout: 'side',
      sideStyle: 'dark',
      headStyle: 'light',
      tabStyle: 'default',
      color: '#1890ff',
      showTabs: true,
      showFooter: true,
      fixedSidebar: true,
      darkMode: false,
      weakMode: false,
    });
  });

  it('reads nothing stored as the defaults', () => {
    expect(parseThemeSettings(null)).toEqual(DEFAULT_THEME);
    expect(parseThemeSettings('')).toEqual(DEFAULT_THEME);
  });

  it('survives broken JSON and values of the wrong kind', () => {
    expect(parseThemeSettings('{not json')).toEqual(DEFAULT_THEME);
    expect(parseThemeSettings('[1,2]')).toEqual(DEFAULT_THEME);
    expect(parseThemeSettings(JSON.stringify({ layout: 'diagonal', showTabs: 'yes', color: 'red' }))).toEqual(
      DEFAULT_THEME,
    );
  });

  it('keeps what was stored and drops unknown keys', () => {
    const stored = parseThemeSettings(
      JSON.stringify({ layout: 'head', darkMode: true, color: '#722ed1', showFooter: false, extra: 1 }),
    );
    expect(stored).toEqual({
      ...DEFAULT_THEME,
      layout: 'head',
      darkMode: true,
      color: '#722ed1',
      showFooter: false,
    });
    expect(stored).not.toHaveProperty('extra');
  });
});
