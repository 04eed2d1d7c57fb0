import { type MessageCatalog, messagesOf } from '../../../platform/i18n/catalog';

/** The dashboards' refusals. */
export const dashboardMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'dashboard.periodTooLong': '统计周期最长 3 年，请缩短时间范围',
  },
  'zh-TW': {
    'dashboard.periodTooLong': '統計週期最長 3 年，請縮短時間範圍',
  },
  en: {
    'dashboard.periodTooLong': 'the period may be at most 3 years: choose a shorter range',
  },
});
