import type { MessageCatalog } from '../../platform/i18n/catalog';

export const noticeMessages: MessageCatalog = {
  'notice.partnerNotFound': {
    'zh-CN': '供应商 {partnerNo} 不存在',
    'zh-TW': '供應商 {partnerNo} 不存在',
    en: 'There is no partner {partnerNo}',
  },
  'notice.cleared': { 'zh-CN': '已全部标记为已读', 'zh-TW': '已全部標記為已讀', en: 'All marked as read' },
  'notice.read': { 'zh-CN': '已读', 'zh-TW': '已讀', en: 'Read' },
  'notice.unread': { 'zh-CN': '未读', 'zh-TW': '未讀', en: 'Unread' },
};
