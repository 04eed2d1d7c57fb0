import { type MessageCatalog, messagesOf } from '../../../platform/i18n/catalog';

/** Texts of inquiries and quotations: errors, answers, notices, the exports' names and columns. */
export const inquiryMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'inquiry.notFound': '询价单不存在',
  },
  'zh-TW': {
    'inquiry.notFound': '詢價單不存在',
  },
  en: {
    'inquiry.notFound': 'The inquiry does not exist',
  },
});
