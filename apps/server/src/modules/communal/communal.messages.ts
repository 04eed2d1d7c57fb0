import { type MessageCatalog, messagesOf } from '../../platform/i18n/catalog';

export const communalMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'upload.noFile': '请选择要上传的文件',
    'upload.typeNotAllowed': '不支持的文件类型，仅支持 {types}',
    'upload.contentMismatch': '文件内容与文件类型不符',
    'upload.tooLarge': '文件大小不能超过 {max}MB',
    'upload.kindInvalid': '文件类别不正确',
    'upload.kindMismatch': '此处仅支持上传 {types} 文件',
    'file.notFound': '文件不存在',
    'sheet.errorColumn': '错误信息',
    'sheet.rowColumn': '原行号',
  },
  'zh-TW': {
    'upload.noFile': '請選擇要上傳的檔案',
    'upload.typeNotAllowed': '不支援的檔案類型，僅支援 {types}',
    'upload.contentMismatch': '檔案內容與檔案類型不符',
    'upload.tooLarge': '檔案大小不能超過 {max}MB',
    'upload.kindInvalid': '檔案類別不正確',
    'upload.kindMismatch': '此處僅支援上傳 {types} 檔案',
    'file.notFound': '檔案不存在',
    'sheet.errorColumn': '錯誤資訊',
    'sheet.rowColumn': '原行號',
  },
  en: {
    'upload.noFile': 'Choose a file to upload',
    'upload.typeNotAllowed': 'This file type is not supported; allowed: {types}',
    'upload.contentMismatch': 'The file content does not match its type',
    'upload.tooLarge': 'The file must not be larger than {max} MB',
    'upload.kindInvalid': 'Unknown file category',
    'upload.kindMismatch': 'Only {types} files can be uploaded here',
    'file.notFound': 'The file does not exist',
    'sheet.errorColumn': 'Problems',
    'sheet.rowColumn': 'Row',
  },
});
