import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { currentLanguage } from '../locales';
import { loadedAntdLocale } from './antd-locale';
import { themeConfigOf } from './antd-theme';
import { useSettingsStore } from './stores/settings.store';

/**
 * antd's static methods (message, Modal.confirm / warning) render outside the React tree;
 * holderRender gives them the current theme and locale at each call. Loaded with the first of
 * them (http presenter) or with the signed-in layout.
 */
ConfigProvider.config({
  holderRender: (children: ReactNode) => (
    <ConfigProvider
      locale={loadedAntdLocale(currentLanguage())}
      theme={themeConfigOf(useSettingsStore.getState().theme)}
    >
      {children}
    </ConfigProvider>
  ),
});

export const antdStaticReady = true;
