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
  'export.notReady': {
    'zh-CN': '导出文件尚未生成',
    'zh-TW': '匯出檔案尚未產生',
    en: 'The export file is not ready yet',
  },
};
