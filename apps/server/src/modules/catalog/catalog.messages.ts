import type { MessageCatalog } from '../../platform/i18n/catalog';

export const catalogMessages: MessageCatalog = {
  'category.notFound': { 'zh-CN': '类目不存在', 'zh-TW': '類目不存在', en: 'The category does not exist' },
  'category.notLeaf': {
    'zh-CN': '请选择三级类目',
    'zh-TW': '請選擇三級類目',
    en: 'Choose a level-3 category',
  },
  'channel.notFound': { 'zh-CN': '渠道不存在', 'zh-TW': '渠道不存在', en: 'The channel does not exist' },
  'channel.notJoined': {
    'zh-CN': '贵司尚未入驻渠道“{channel}”',
    'zh-TW': '貴司尚未入駐渠道「{channel}」',
    en: 'Your company has not joined the channel "{channel}"',
  },
  'channel.joined': { 'zh-CN': '已入驻渠道', 'zh-TW': '已入駐渠道', en: 'Channel joined' },
  'brand.nameRequired': { 'zh-CN': '请输入品牌名称', 'zh-TW': '請輸入品牌名稱', en: 'Enter the brand name' },
  'brand.exactNotFound': {
    'zh-CN': '未找到完全匹配的品牌“{name}”',
    'zh-TW': '未找到完全匹配的品牌「{name}」',
    en: 'No brand named exactly "{name}"',
  },
  'brand.notFound': { 'zh-CN': '品牌不存在', 'zh-TW': '品牌不存在', en: 'The brand does not exist' },
  'brand.exists': {
    'zh-CN': '品牌“{name}”已存在，请直接申请该品牌的授权',
    'zh-TW': '品牌「{name}」已存在，請直接申請該品牌的授權',
    en: 'The brand "{name}" exists already: apply for its authorization instead',
  },
  'brand.notEditable': {
    'zh-CN': '只有创建该品牌的企业可以修改品牌信息',
    'zh-TW': '只有建立該品牌的企業可以修改品牌資訊',
    en: 'Only the company that created the brand may edit it',
  },
  'brand.saved': { 'zh-CN': '品牌已保存', 'zh-TW': '品牌已儲存', en: 'Brand saved' },
  'brand.validRange': {
    'zh-CN': '有效期结束日期不能早于开始日期',
    'zh-TW': '有效期結束日期不能早於開始日期',
    en: 'The end of the validity may not be before its start',
  },
  'brand.validToPassed': {
    'zh-CN': '授权有效期已结束，请上传新的授权书',
    'zh-TW': '授權有效期已結束，請上傳新的授權書',
    en: 'The authorization has already ended: upload a new authorization letter',
  },
  'brand.authorizationOpen': {
    'zh-CN': '该品牌已有待审核或已通过的授权',
    'zh-TW': '該品牌已有待審核或已通過的授權',
    en: 'This brand already has a pending or approved authorization',
  },
  'brand.authorizationNotFound': {
    'zh-CN': '品牌授权不存在',
    'zh-TW': '品牌授權不存在',
    en: 'The brand authorization does not exist',
  },
  'brand.authorizationNotEditable': {
    'zh-CN': '只有待审核或已驳回的授权可以修改',
    'zh-TW': '只有待審核或已駁回的授權可以修改',
    en: 'Only a pending or rejected authorization can be changed',
  },
  'brand.authorizationNotPending': {
    'zh-CN': '该授权已不是待审核状态',
    'zh-TW': '該授權已不是待審核狀態',
    en: 'The authorization is no longer pending',
  },
  'brand.authorizationSubmitted': {
    'zh-CN': '授权申请已提交，请等待平台审核',
    'zh-TW': '授權申請已提交，請等待平台審核',
    en: 'Authorization submitted for review',
  },
  'brand.reasonRequired': {
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
    en: 'Give the reason for the rejection',
  },
  'brand.notAuthorized': {
    'zh-CN': '该品牌没有有效的授权，请先在“品牌授权”页申请',
    'zh-TW': '該品牌沒有有效的授權，請先在「品牌授權」頁申請',
    en: 'No valid authorization for this brand: apply for one on the brand authorization page',
  },
};
