import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { loadAntdLocale, loadedAntdLocale } from '../antd-locale';
import { themeConfigOf } from '../antd-theme';
import { useLanguage } from '../layout/use-shell';
import { useSettingsStore } from '../stores/settings.store';
import { ThemeVars } from './ThemeVars';

/**
 * antd's providers: the theme of the settings (dark / default algorithm, colour, compact) and the
 * locale following the language. The signed-in layout and the public pages that use antd render
 * inside it; the entry itself carries no antd, so the login page loads fast. `app` adds antd's App
 * (App.useApp() for message / modal / notification and antd's CSS variables).
 */
export const AntdRoot = ({ children, app = false }: { children: ReactNode; app?: boolean }) => {
  const settings = useSettingsStore((state) => state.theme);
  const language = useLanguage();
  const themeConfig = useMemo(() => themeConfigOf(settings), [settings]);
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
        <AntdApp className="antd-root">
          <ThemeVars>{children}</ThemeVars>
        </AntdApp>
      ) : (
        <ThemeVars>{children}</ThemeVars>
      )}
    </ConfigProvider>
  );
};
