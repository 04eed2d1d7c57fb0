/** The home page (/index). */
export const homeLocale = {
  zh_CN: {
    greeting: {
      morning: '早上好',
      noon: '中午好',
      afternoon: '下午好',
      evening: '晚上好',
      line: '{{greeting}}，{{name}}',
    },
    partnerNo: '供应商编码',
    shortcuts: '快捷入口',
    notices: '最新消息',
    viewAll: '查看全部',
    noNotices: '暂无消息',
    underReview: {
      title: '企业资料审核中',
      hint: '您的企业资料已提交, 平台审核通过后即可使用全部功能。',
    },
  },
  zh_TW: {
    greeting: {
      morning: '早上好',
      noon: '中午好',
      afternoon: '下午好',
      evening: '晚上好',
      line: '{{greeting}}，{{name}}',
    },
    partnerNo: '供應商編碼',
    shortcuts: '快捷入口',
    notices: '最新消息',
    viewAll: '查看全部',
    noNotices: '暫無消息',
    underReview: {
      title: '企業資料審核中',
      hint: '您的企業資料已提交, 平台審核通過後即可使用全部功能。',
    },
  },
  en: {
    greeting: {
      morning: 'Good morning',
      noon: 'Good day',
      afternoon: 'Good afternoon',
      evening: 'Good evening',
      line: '{{greeting}}, {{name}}',
    },
    partnerNo: 'Supplier code',
    shortcuts: 'Shortcuts',
    notices: 'Latest notices',
    viewAll: 'View all',
    noNotices: 'No notices',
    underReview: {
      title: 'Company details under review',
      hint: 'Your company details were submitted; every function opens once the platform approves them.',
    },
  },
};
