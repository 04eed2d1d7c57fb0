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
  // The notice export: the list's name and its column headers.
  'notice.exportName': { 'zh-CN': '消息通知列表', 'zh-TW': '訊息通知列表', en: 'Notices' },
  'notice.column.title': { 'zh-CN': '标题', 'zh-TW': '標題', en: 'Title' },
  'notice.column.content': { 'zh-CN': '内容', 'zh-TW': '內容', en: 'Content' },
};
