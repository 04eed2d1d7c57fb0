import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import type { Language } from '../locales';

/** zh_CN (the default) is bundled; the other two load when chosen (smaller first load). */
const loaders: Record<Language, () => Promise<Locale>> = {
  zh_CN: async () => zhCN,
  zh_TW: () => import('antd/es/locale/zh_TW').then((m) => m.default),
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
};

const loaded: Partial<Record<Language, Locale>> = { zh_CN: zhCN };

/** antd's locale for a language if already loaded (spec: antd's locale follows the language). */
export const loadedAntdLocale = (language: Language): Locale | undefined => loaded[language];

export const loadAntdLocale = async (language: Language): Promise<Locale> => {
  const locale = loaded[language] ?? (await loaders[language]());
  loaded[language] = locale;
  return locale;
};

const dayjsLocales: Record<Language, string> = { zh_CN: 'zh-cn', zh_TW: 'zh-tw', en: 'en' };

/** dayjs' global locale (pickers' month names, week start); dayjs loads with the signed-in shell. */
export const applyDayjsLocale = async (language: Language): Promise<void> => {
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    language === 'zh_CN'
      ? import('dayjs/locale/zh-cn')
      : language === 'zh_TW'
        ? import('dayjs/locale/zh-tw')
        : null,
  ]);
  dayjs.locale(dayjsLocales[language]);
};
