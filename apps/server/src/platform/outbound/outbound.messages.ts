import { type MessageCatalog, messagesOf } from '../i18n/catalog';

export const outboundMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'outbound.refused': '接口地址必须是公网的 https 地址，不能是本机、内网或云服务元数据地址',
    'outbound.hostNotFound': '接口地址的域名无法解析，请检查地址',
  },
  'zh-TW': {
    'outbound.refused': '介面地址必須是公網的 https 地址，不能是本機、內網或雲端服務中繼資料地址',
    'outbound.hostNotFound': '介面地址的網域名稱無法解析，請檢查地址',
  },
  en: {
    'outbound.refused':
      'The address must be a public https address, not this machine, a private network or a cloud metadata service',
    'outbound.hostNotFound': "The address's host name could not be resolved; check the address",
  },
});
