export type ExpressCompany = { code: string; name: string };

/** The express companies a shipment may name (codes as the trackers use them). */
export const EXPRESS_COMPANIES: readonly ExpressCompany[] = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'JD', name: '京东物流' },
  { code: 'EMS', name: '中国邮政EMS' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'STO', name: '申通快递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'DBL', name: '德邦物流' },
  { code: 'SELF', name: '自行配送' },
];

export const expressCompanyOf = (code: string): ExpressCompany | undefined =>
  EXPRESS_COMPANIES.find((company) => company.code === code);
