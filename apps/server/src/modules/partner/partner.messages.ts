import type { MessageCatalog } from '../../platform/i18n/catalog';

/** Messages of the partner life cycle: company details, review, settings. */
export const partnerMessages: MessageCatalog = {
  // Field validation (keys used by packages/shared/src/contracts/partner-profile.ts).
  'partner.licenceNoRequired': {
    'zh-CN': '请输入统一社会信用代码',
    'zh-TW': '請輸入統一社會信用代碼',
    en: 'Enter the unified social credit code',
  },
  'partner.licenceNoInvalid': {
    'zh-CN': '统一社会信用代码格式不正确（18 位）',
    'zh-TW': '統一社會信用代碼格式不正確（18 位）',
    en: 'Not a valid unified social credit code (18 characters)',
  },
  'partner.legalPersonRequired': {
    'zh-CN': '请输入法定代表人',
    'zh-TW': '請輸入法定代表人',
    en: 'Enter the legal representative',
  },
  'partner.taxNoRequired': { 'zh-CN': '请输入税号', 'zh-TW': '請輸入稅號', en: 'Enter the tax number' },
  'partner.taxNoInvalid': {
    'zh-CN': '税号为 15-20 位字母或数字',
    'zh-TW': '稅號為 15-20 位字母或數字',
    en: 'A tax number has 15-20 letters or digits',
  },
  'partner.addressRequired': {
    'zh-CN': '请输入企业地址',
    'zh-TW': '請輸入企業地址',
    en: 'Enter the address',
  },
  'partner.bankNameRequired': {
    'zh-CN': '请输入开户银行',
    'zh-TW': '請輸入開戶銀行',
    en: 'Enter the bank',
  },
  'partner.bankAccountRequired': {
    'zh-CN': '请输入银行账号',
    'zh-TW': '請輸入銀行帳號',
    en: 'Enter the bank account number',
  },
  'partner.bankAccountInvalid': {
    'zh-CN': '银行账号为 6-32 位数字',
    'zh-TW': '銀行帳號為 6-32 位數字',
    en: 'A bank account number has 6-32 digits',
  },
  'partner.licenceFileRequired': {
    'zh-CN': '请上传营业执照',
    'zh-TW': '請上傳營業執照',
    en: 'Upload the business licence',
  },
  'partner.contactNameRequired': {
    'zh-CN': '请输入联系人',
    'zh-TW': '請輸入聯絡人',
    en: 'Enter a contact name',
  },
  'partner.emailInvalid': {
    'zh-CN': '邮箱格式不正确',
    'zh-TW': '電子郵件格式不正確',
    en: 'Not a valid email address',
  },

  // Company details (state 4 -> 3).
  'partner.detailsSubmitted': {
    'zh-CN': '企业资料已提交，请等待平台审核',
    'zh-TW': '企業資料已提交，請等待平台審核',
    en: 'Company details submitted; the platform will review them',
  },
  'partner.submitUnderReview': {
    'zh-CN': '企业资料正在审核中，请勿重复提交',
    'zh-TW': '企業資料正在審核中，請勿重複提交',
    en: 'Your company details are under review already',
  },
  'partner.submitActive': {
    'zh-CN': '企业已通过审核，资料不能再次提交',
    'zh-TW': '企業已通過審核，資料不能再次提交',
    en: 'Your company is approved already; the details cannot be submitted again',
  },
  'partner.submitDisabled': {
    'zh-CN': '企业已被停用，不能提交资料',
    'zh-TW': '企業已被停用，不能提交資料',
    en: 'Your company is disabled and cannot submit details',
  },
  // A change of an approved partner's details, asked of the platform.
  'partner.changeRequested': {
    'zh-CN': '变更申请已提交，平台将尽快与您联系',
    'zh-TW': '變更申請已提交，平台將盡快與您聯繫',
    en: 'Change request sent; the platform will contact you shortly',
  },
  'partner.changeRequestRequired': {
    'zh-CN': '请填写需要变更的内容',
    'zh-TW': '請填寫需要變更的內容',
    en: 'Say what should change',
  },
  'partner.changeRequestTooLong': {
    'zh-CN': '变更内容不能超过 500 个字符',
    'zh-TW': '變更內容不能超過 500 個字元',
    en: 'At most 500 characters',
  },
  'partner.changeRequestNotActive': {
    'zh-CN': '企业审核通过后才能申请变更资料',
    'zh-TW': '企業審核通過後才能申請變更資料',
    en: 'Changes can be requested once your company is approved',
  },
  'partner.settingsSaved': { 'zh-CN': '企业设置已保存', 'zh-TW': '企業設定已儲存', en: 'Settings saved' },

  // Operator actions (npm run ops -- partner ...).
  'partner.notFound': {
    'zh-CN': '供应商 {partnerNo} 不存在',
    'zh-TW': '供應商 {partnerNo} 不存在',
    en: 'No partner {partnerNo}',
  },
  'partner.notUnderReview': {
    'zh-CN': '供应商 {partnerNo} 不在审核中',
    'zh-TW': '供應商 {partnerNo} 不在審核中',
    en: 'Partner {partnerNo} is not under review',
  },
  'partner.alreadyDisabled': {
    'zh-CN': '供应商 {partnerNo} 已是停用状态',
    'zh-TW': '供應商 {partnerNo} 已是停用狀態',
    en: 'Partner {partnerNo} is disabled already',
  },
  'partner.notDisabled': {
    'zh-CN': '供应商 {partnerNo} 未被停用',
    'zh-TW': '供應商 {partnerNo} 未被停用',
    en: 'Partner {partnerNo} is not disabled',
  },
  'partner.reasonRequired': {
    'zh-CN': '请填写原因',
    'zh-TW': '請填寫原因',
    en: 'A reason is required',
  },
  // Notices to the partner (each reader sees them in their language).
  'partner.notice.changeRequested.title': {
    'zh-CN': '企业资料变更申请已收到',
    'zh-TW': '企業資料變更申請已收到',
    en: 'Change request for the company details received',
  },
  'partner.notice.changeRequested.content': {
    'zh-CN': '平台已收到您的企业资料变更申请：{content}。核实后将为您变更并通知您。',
    'zh-TW': '平台已收到您的企業資料變更申請：{content}。核實後將為您變更並通知您。',
    en: 'The platform received your request to change the company details: {content}. It will make the change once verified and let you know.',
  },
  'partner.notice.approved.title': {
    'zh-CN': '企业资料审核通过',
    'zh-TW': '企業資料審核通過',
    en: 'Company details approved',
  },
  'partner.notice.approved.content': {
    'zh-CN': '贵司提交的企业资料已通过平台审核，现在可以使用门户的全部功能。',
    'zh-TW': '貴司提交的企業資料已通過平台審核，現在可以使用門戶的全部功能。',
    en: 'Your company details were approved: every part of the portal is now open to you.',
  },
  'partner.notice.rejected.title': {
    'zh-CN': '企业资料审核未通过',
    'zh-TW': '企業資料審核未通過',
    en: 'Company details rejected',
  },
  'partner.notice.rejected.content': {
    'zh-CN': '原因：{reason}。请在“企业资料”页修改后重新提交。',
    'zh-TW': '原因：{reason}。請在「企業資料」頁修改後重新提交。',
    en: 'Reason: {reason}. Change them on the Company details page and submit them again.',
  },
  'partner.notice.restored.title': {
    'zh-CN': '企业账户已恢复',
    'zh-TW': '企業帳戶已恢復',
    en: 'Company account restored',
  },
  'partner.notice.restored.content': {
    'zh-CN': '贵司的企业账户已恢复正常使用。',
    'zh-TW': '貴司的企業帳戶已恢復正常使用。',
    en: 'Your company account can be used again.',
  },
};
