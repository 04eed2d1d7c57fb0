import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { currentLanguage, isLanguage, type Language } from '../locales';
import { antdLocaleOf, applyDayjsLocale } from './antd-locale';
import { AppRoutes } from './AppRoutes';
import { useSettingsStore } from './stores/settings.store';
import { themeConfigOf } from './theme';

/**
 * antd's static methods (message, Modal.confirm/warning used by the http presenter) render outside
 * the React tree; holderRender gives them the current theme and locale at each call.
 */
ConfigProvider.config({
  holderRender: (children: ReactNode) => (
    <ConfigProvider
      locale={antdLocaleOf(currentLanguage())}
      theme={themeConfigOf(useSettingsStore.getState().theme)}
    >
      {children}
    </ConfigProvider>
  ),
});

const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'zh_CN';
};

/** Providers (antd theme + locale following the settings and the language) and the router. */
export const App = () => {
  const settings = useSettingsStore((state) => state.theme);
  const language = useLanguage();
  const themeConfig = useMemo(() => themeConfigOf(settings), [settings]);

  useEffect(() => {
    applyDayjsLocale(language);
    document.documentElement.lang = language.replace('_', '-');
  }, [language]);

  // Weak (colour-assist) mode: the whole page through a CSS filter on <html>.
  useEffect(() => {
    document.documentElement.classList.toggle('weak-mode', settings.weakMode);
    document.documentElement.classList.toggle('dark-mode', settings.darkMode);
  }, [settings.weakMode, settings.darkMode]);

  return (
    <ConfigProvider locale={antdLocaleOf(language)} theme={themeConfig}>
      <AntdApp className="app-root">
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
};
