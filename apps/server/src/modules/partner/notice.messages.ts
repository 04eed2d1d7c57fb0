import { type MessageCatalog, messagesOf } from '../../platform/i18n/catalog';

export const noticeMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'notice.partnerNotFound': '供应商 {partnerNo} 不存在',
    'notice.cleared': '已全部标记为已读',
    'notice.read': '已读',
    'notice.unread': '未读',
    // The notice export: the list's name and its column headers.
    'notice.exportName': '消息通知列表',
    'notice.column.title': '标题',
    'notice.column.content': '内容',
  },
  'zh-TW': {
    'notice.partnerNotFound': '供應商 {partnerNo} 不存在',
    'notice.cleared': '已全部標記為已讀',
    'notice.read': '已讀',
    'notice.unread': '未讀',
    'notice.exportName': '訊息通知列表',
    'notice.column.title': '標題',
    'notice.column.content': '內容',
  },
  en: {
    'notice.partnerNotFound': 'There is no partner {partnerNo}',
    'notice.cleared': 'All marked as read',
    'notice.read': 'Read',
    'notice.unread': 'Unread',
    'notice.exportName': 'Notices',
    'notice.column.title': 'Title',
    'notice.column.content': 'Content',
  },
});
