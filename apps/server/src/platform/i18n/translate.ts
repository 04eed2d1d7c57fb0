import type { MessageParams } from '../errors';
import { type MessageCatalog, platformMessages } from './catalog';
import type { Locale } from './locale';

const catalog: MessageCatalog = { ...platformMessages };

/** Modules add their catalogues at import time (see app.ts); a duplicate key is a programming error. */
export const registerMessages = (messages: MessageCatalog): void => {
  for (const [key, value] of Object.entries(messages)) {
    if (catalog[key] && catalog[key] !== value) throw new Error(`duplicate message key ${key}`);
    catalog[key] = value;
  }
};

export const hasMessage = (key: string): boolean => key in catalog;

/** Translates a key; an unknown key is returned as it is (it is then plain text). */
export const translate = (locale: Locale, key: string, params: MessageParams = {}): string => {
  const entry = catalog[key];
  const text = entry ? entry[locale] : key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
};
