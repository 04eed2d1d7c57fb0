import { type CSSProperties, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { useLanguage } from './layout/use-shell';
import { useSettingsStore } from './stores/settings.store';

/**
 * The root: html classes for weak (colour-assist) and dark mode, the primary colour as a CSS
 * variable, and the router. antd's providers come with the pages that use antd (AntdRoot), so the
 * login page loads without antd.
 */
export const App = () => {
  const settings = useSettingsStore((state) => state.theme);
  const language = useLanguage();

  useEffect(() => {
    document.documentElement.lang = language.replace('_', '-');
  }, [language]);

  // Weak mode: the whole page through `filter: invert(80%)` on <html> (app.css).
  useEffect(() => {
    document.documentElement.classList.toggle('weak-mode', settings.weakMode);
    document.documentElement.classList.toggle('dark-mode', settings.darkMode);
  }, [settings.weakMode, settings.darkMode]);

  return (
    <div className="app-root" style={{ '--ant-color-primary': settings.color } as CSSProperties}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </div>
  );
};
