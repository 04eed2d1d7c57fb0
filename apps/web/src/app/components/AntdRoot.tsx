import { ConfigProvider, theme } from 'antd';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { loadAntdLocale, loadedAntdLocale } from '../antd-locale';
import { themeConfigOf } from '../antd-theme';
import { useLanguage } from '../layout/use-shell';
import { useSettingsStore } from '../stores/settings.store';
import { ThemeVars } from './ThemeVars';

/**
 * The signed-in tree's base: antd's CSS variables (the class of the theme's variables, e.g.
 * --ant-color-error-bg for the pages' own CSS) and the theme's text style (font, size, colour, line
 * height), as antd's App component gave them, without its message / notification / modal hooks
 * (shared/feedback).
 */
const AppBase = ({ cssVarKey, children }: { cssVarKey: string; children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <div
      className={`antd-root ${cssVarKey}`}
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
};

/**
 * antd's providers: the theme of the settings (dark / default algorithm, colour, compact) and the
 * locale following the language. The signed-in layout and the public pages that use antd render
 * inside it; the entry itself carries no antd, so the login page loads fast. `app` adds the
 * signed-in tree's base (AppBase).
 */
export const AntdRoot = ({ children, app = false }: { children: ReactNode; app?: boolean }) => {
  const settings = useSettingsStore((state) => state.theme);
  const language = useLanguage();
  // The class of the theme's CSS variables, named here (as antd would) so AppBase can carry it.
  const cssVarKey = `css-var-${useId().replace(/[^\w-]/g, '')}`;
  const themeConfig = useMemo(
    () => ({ ...themeConfigOf(settings), cssVar: { key: cssVarKey } }),
    [settings, cssVarKey],
  );
  const [locale, setLocale] = useState(() => loadedAntdLocale(language));

  useEffect(() => {
    let current = true;
    void loadAntdLocale(language).then((loaded) => {
      if (current) setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <ConfigProvider locale={locale} theme={themeConfig}>
      {app ? (
        <AppBase cssVarKey={cssVarKey}>
          <ThemeVars>{children}</ThemeVars>
        </AppBase>
      ) : (
        <ThemeVars>{children}</ThemeVars>
      )}
    </ConfigProvider>
  );
};
