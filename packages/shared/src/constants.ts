/** Business constants of spec section 9. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const NOTICE_BELL_COUNT = 4;
export const DEBOUNCE_MS = 800;
export const BRAND_LIST_SIZE = 20;
export const PICKER_PAGE_SIZE = 10;
export const PARTNER_STATE_BLOCKED = 4;
export const TEMPLATE_VERSION = '1.5.0';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const PaybackLimits = { companyName: 20, accountName: 20, bankName: 100 } as const;

/** Brand field lengths. */
export const BrandLimits = { name: 50, englishName: 100, origin: 50, trademarkNo: 30 } as const;

/** Goods field lengths and counts. */
export const GoodsLimits = {
  name: 100,
  model: 50,
  unit: 10,
  skuSpec: 100,
  skuCode: 40,
  paramValue: 100,
  images: 10,
  skus: 100,
  description: 50_000,
} as const;

export const DialogWidth = { orderSelect: 980, paybackList: 1200, paybackEdit: 680 } as const;

export const DefaultZcyRegion = { province: '320000', city: '320200', district: '320297' } as const;

export const StorageKey = {
  token: 'access_token',
  user: 'user',
  theme: 'theme',
  appVersion: 'appVersion',
  language: 'language',
  /** Spec section 4: the overtime reminder's session flag (0 or missing: remind; 1: after 'Later'). */
  overtimeReminder: 'type',
  /** When the reminder's countdown after 'Later' ends (epoch ms), so a reload resumes it. */
  overtimeReminderDue: 'typeDue',
} as const;

/** sessionStorage entries that belong to one sign-in: signing out removes them. */
export const SIGN_IN_SESSION_KEYS = [StorageKey.overtimeReminder, StorageKey.overtimeReminderDue] as const;

/** Partner states of DOMAIN.md. */
export const PartnerState = { active: 1, disabled: 2, underReview: 3, detailsToComplete: 4 } as const;
export type PartnerState = (typeof PartnerState)[keyof typeof PartnerState];

/** Export task status of spec section 4. */
export const ExportStatus = { waiting: 0, exporting: 1, finished: 2, failed: 3 } as const;
export type ExportStatus = (typeof ExportStatus)[keyof typeof ExportStatus];

/** Channel ids of spec section 9 with their Chinese names. */
export const CHANNELS: ReadonlyArray<{ channelId: number; channelName: string; code: string }> = [
  { channelId: 1, code: 'mall', channelName: '商城' },
  { channelId: 3, code: 'beijing', channelName: '北京' },
  { channelId: 4, code: 'wuicai', channelName: '五彩' },
  { channelId: 6, code: 'yangcai', channelName: '阳采' },
  { channelId: 7, code: 'innerMongolia', channelName: '内蒙古' },
  { channelId: 8, code: 'shanxi', channelName: '山西' },
  { channelId: 9, code: 'harbin', channelName: '哈尔滨' },
  { channelId: 10, code: 'shandong', channelName: '山东' },
  { channelId: 11, code: 'xixian', channelName: '西咸' },
  { channelId: 12, code: 'shushan', channelName: '蜀山' },
  { channelId: 13, code: 'nanchong', channelName: '南充' },
  { channelId: 14, code: 'zhongzhi', channelName: '中直' },
  { channelId: 18, code: 'jingxi', channelName: '靖西' },
  { channelId: 19, code: 'changsha', channelName: '长沙' },
  { channelId: 23, code: 'wuhan', channelName: '武汉' },
  { channelId: 25, code: 'nanchang', channelName: '南昌' },
  { channelId: 26, code: 'wengan', channelName: '瓮安' },
  { channelId: 28, code: 'tianjin', channelName: '天津' },
  { channelId: 29, code: 'hebei', channelName: '河北' },
  { channelId: 30, code: 'shibing', channelName: '施秉' },
  { channelId: 31, code: 'heilongjiang', channelName: '黑龙江' },
  { channelId: 32, code: 'bengbu', channelName: '蚌埠' },
  { channelId: 33, code: 'rongjiang', channelName: '榕江' },
  { channelId: 34, code: 'jiangyin', channelName: '江阴' },
  { channelId: 36, code: 'huangshan', channelName: '黄山' },
  { channelId: 37, code: 'shenzhen', channelName: '深圳' },
  { channelId: 38, code: 'zhenjiang', channelName: '镇江' },
  { channelId: 41, code: 'junwang', channelName: '军网' },
  { channelId: 45, code: 'jdHuicai', channelName: '京东慧采' },
  { channelId: 46, code: 'offline', channelName: '线下' },
  { channelId: 60, code: 'anhui', channelName: '安徽' },
  { channelId: 61, code: 'nanping', channelName: '南平' },
  { channelId: 62, code: 'shenzhenJc', channelName: '深圳集采' },
  { channelId: 63, code: 'yigouZhicai', channelName: '易购智采' },
  { channelId: 65, code: 'tianjinZf', channelName: '天津政府' },
  { channelId: 67, code: 'jiangsu', channelName: '江苏' },
  { channelId: 68, code: 'zhongzi', channelName: '中资' },
];
