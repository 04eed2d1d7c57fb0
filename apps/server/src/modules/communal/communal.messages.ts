import type { MessageCatalog } from '../../platform/i18n/catalog';

export const communalMessages: MessageCatalog = {
  'upload.noFile': {
    'zh-CN': '请选择要上传的文件',
    'zh-TW': '請選擇要上傳的檔案',
    en: 'Choose a file to upload',
  },
  'upload.typeNotAllowed': {
    'zh-CN': '不支持的文件类型，仅支持 {types}',
    'zh-TW': '不支援的檔案類型，僅支援 {types}',
    en: 'This file type is not supported; allowed: {types}',
  },
  'upload.contentMismatch': {
    'zh-CN': '文件内容与文件类型不符',
    'zh-TW': '檔案內容與檔案類型不符',
    en: 'The file content does not match its type',
  },
  'upload.tooLarge': {
    'zh-CN': '文件大小不能超过 {max}MB',
    'zh-TW': '檔案大小不能超過 {max}MB',
    en: 'The file must not be larger than {max} MB',
  },
  'upload.kindInvalid': {
    'zh-CN': '文件类别不正确',
    'zh-TW': '檔案類別不正確',
    en: 'Unknown file category',
  },
  'upload.kindMismatch': {
    'zh-CN': '此处仅支持上传 {types} 文件',
    'zh-TW': '此處僅支援上傳 {types} 檔案',
    en: 'Only {types} files can be uploaded here',
  },
  'file.notFound': {
    'zh-CN': '文件不存在',
    'zh-TW': '檔案不存在',
    en: 'The file does not exist',
  },
};
