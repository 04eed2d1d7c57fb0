import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Language } from '../locales';

const antdLocales: Record<Language, Locale> = { zh_CN: zhCN, zh_TW: zhTW, en: enUS };
const dayjsLocales: Record<Language, string> = { zh_CN: 'zh-cn', zh_TW: 'zh-tw', en: 'en' };

/** antd's locale for a language (spec: antd's locale follows the language). */
export const antdLocaleOf = (language: Language): Locale => antdLocales[language];

/** Switches dayjs' global locale (week starts, month names in pickers). */
export const applyDayjsLocale = (language: Language): void => {
  dayjs.locale(dayjsLocales[language]);
};
