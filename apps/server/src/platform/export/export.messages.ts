import type { MessageCatalog } from '../i18n/catalog';

export const exportMessages: MessageCatalog = {
  'export.requested': {
    'zh-CN': '导出任务已创建，请在导出中心下载',
    'zh-TW': '匯出任務已建立，請在匯出中心下載',
    en: 'The export has been queued; download it from the export centre',
  },
  'export.failed': {
    'zh-CN': '导出失败，请稍后重新导出',
    'zh-TW': '匯出失敗，請稍後重新匯出',
    en: 'The export failed; please try again later',
  },
  'export.tooMany': {
    'zh-CN': '您已有 {max} 个导出任务正在进行，请等其中一个完成后再导出',
    'zh-TW': '您已有 {max} 個匯出任務正在進行，請等其中一個完成後再匯出',
    en: 'You have {max} exports in progress; wait until one finishes',
  },
  'export.notReady': {
    'zh-CN': '导出文件尚未生成',
    'zh-TW': '匯出檔案尚未產生',
    en: 'The export file is not ready yet',
  },
  // Column headers many lists' exports share; a module's own are in its catalogue.
  'export.column.state': { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'State' },
  'export.column.reason': { 'zh-CN': '原因', 'zh-TW': '原因', en: 'Reason' },
  'export.column.time': { 'zh-CN': '时间', 'zh-TW': '時間', en: 'Time' },
  'export.column.createdTime': { 'zh-CN': '创建时间', 'zh-TW': '建立時間', en: 'Created time' },
  'export.column.updatedTime': { 'zh-CN': '更新时间', 'zh-TW': '更新時間', en: 'Updated' },
};
