export type Locale = 'zh-CN' | 'zh-TW' | 'en';

/** The product's first language: stored texts are written in it. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Picks the caller's language from Accept-Language; zh-CN when nothing matches. */
export const localeOf = (acceptLanguage: string | undefined): Locale => {
  if (!acceptLanguage) return 'zh-CN';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().replace('_', '-');
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh-CN';
};
