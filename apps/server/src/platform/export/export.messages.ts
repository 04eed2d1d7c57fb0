import { type MessageCatalog, messagesOf } from '../i18n/catalog';

export const exportMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'export.requested': '导出任务已创建，请在导出中心下载',
    'export.failed': '导出失败，请稍后重新导出',
    'export.tooMany': '您已有 {max} 个导出任务正在进行，请等其中一个完成后再导出',
    'export.notReady': '导出文件尚未生成',
    // Column headers many lists' exports share; a module's own are in its catalogue.
    'export.column.state': '状态',
    'export.column.reason': '原因',
    'export.column.time': '时间',
    'export.column.createdTime': '创建时间',
    'export.column.updatedTime': '更新时间',
  },
  'zh-TW': {
    'export.requested': '匯出任務已建立，請在匯出中心下載',
    'export.failed': '匯出失敗，請稍後重新匯出',
    'export.tooMany': '您已有 {max} 個匯出任務正在進行，請等其中一個完成後再匯出',
    'export.notReady': '匯出檔案尚未產生',
    'export.column.state': '狀態',
    'export.column.reason': '原因',
    'export.column.time': '時間',
    'export.column.createdTime': '建立時間',
    'export.column.updatedTime': '更新時間',
  },
  en: {
    'export.requested': 'The export has been queued; download it from the export centre',
    'export.failed': 'The export failed; please try again later',
    'export.tooMany': 'You have {max} exports in progress; wait until one finishes',
    'export.notReady': 'The export file is not ready yet',
    'export.column.state': 'State',
    'export.column.reason': 'Reason',
    'export.column.time': 'Time',
    'export.column.createdTime': 'Created time',
    'export.column.updatedTime': 'Updated',
  },
});
