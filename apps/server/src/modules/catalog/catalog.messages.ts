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
  'goods.nameRequired': { 'zh-CN': '请输入商品名称', 'zh-TW': '請輸入商品名稱', en: 'Enter the goods name' },
  'goods.modelRequired': { 'zh-CN': '请输入型号', 'zh-TW': '請輸入型號', en: 'Enter the model' },
  'goods.unitRequired': { 'zh-CN': '请输入计量单位', 'zh-TW': '請輸入計量單位', en: 'Enter the unit' },
  'goods.taxCodeInvalid': {
    'zh-CN': '税收分类编码应为 19 位数字',
    'zh-TW': '稅收分類編碼應為 19 位數字',
    en: 'The tax classification code has 19 digits',
  },
  'goods.barcodeInvalid': {
    'zh-CN': '条形码应为 8 至 14 位数字',
    'zh-TW': '條碼應為 8 至 14 位數字',
    en: 'The barcode has 8 to 14 digits',
  },
  'goods.imageRequired': {
    'zh-CN': '请上传至少一张商品图片',
    'zh-TW': '請上傳至少一張商品圖片',
    en: 'Upload at least one picture',
  },
  'goods.imageTwice': {
    'zh-CN': '同一张图片不能重复使用',
    'zh-TW': '同一張圖片不能重複使用',
    en: 'A picture is used twice',
  },
  'goods.skuRequired': {
    'zh-CN': '请至少添加一个SKU',
    'zh-TW': '請至少新增一個SKU',
    en: 'Add at least one SKU',
  },
  'goods.skuSpecRequired': { 'zh-CN': '请输入SKU规格', 'zh-TW': '請輸入SKU規格', en: 'Enter the SKU spec' },
  'goods.skuSpecTwice': {
    'zh-CN': 'SKU规格不能重复',
    'zh-TW': 'SKU規格不能重複',
    en: 'Two SKUs have the same spec',
  },
  'goods.skuCodeTwice': {
    'zh-CN': 'SKU编码不能重复',
    'zh-TW': 'SKU編碼不能重複',
    en: 'Two SKUs have the same code',
  },
  'goods.skuNotFound': { 'zh-CN': 'SKU不存在', 'zh-TW': 'SKU不存在', en: 'The SKU does not exist' },
  'goods.priceNotPositive': {
    'zh-CN': '价格必须大于 0',
    'zh-TW': '價格必須大於 0',
    en: 'The price must be above 0',
  },
  'goods.paramTwice': {
    'zh-CN': '参数名称不能重复',
    'zh-TW': '參數名稱不能重複',
    en: 'A parameter is given twice',
  },
  'goods.paramRequired': {
    'zh-CN': '请填写参数“{name}”',
    'zh-TW': '請填寫參數「{name}」',
    en: 'Fill in the parameter "{name}"',
  },
  'goods.paramOption': {
    'zh-CN': '参数“{name}”只能取：{options}',
    'zh-TW': '參數「{name}」只能取：{options}',
    en: 'The parameter "{name}" takes one of: {options}',
  },
  'goods.notFound': { 'zh-CN': '商品不存在', 'zh-TW': '商品不存在', en: 'The goods do not exist' },
  'goods.pendingNotEditable': {
    'zh-CN': '商品正在审核中，审核结束后才能修改',
    'zh-TW': '商品正在審核中，審核結束後才能修改',
    en: 'The goods are under review: change them once the review is over',
  },
  'goods.disabledNotEditable': {
    'zh-CN': '商品已停用，请先启用再修改',
    'zh-TW': '商品已停用，請先啟用再修改',
    en: 'The goods are disabled: enable them before changing them',
  },
  'goods.notSubmittable': {
    'zh-CN': '只有草稿或已驳回的商品可以提交审核',
    'zh-TW': '只有草稿或已駁回的商品可以提交審核',
    en: 'Only drafts and rejected goods can be submitted',
  },
  'goods.notDisableable': {
    'zh-CN': '只有审核通过的商品可以停用',
    'zh-TW': '只有審核通過的商品可以停用',
    en: 'Only approved goods can be disabled',
  },
  'goods.notDisabled': { 'zh-CN': '商品未停用', 'zh-TW': '商品未停用', en: 'The goods are not disabled' },
  'goods.notDeletable': {
    'zh-CN': '只有从未通过审核的草稿或驳回商品可以删除，其他商品请停用',
    'zh-TW': '只有從未通過審核的草稿或駁回商品可以刪除，其他商品請停用',
    en: 'Only drafts and rejected goods that were never approved can be deleted; disable the others',
  },
  'goods.notPending': {
    'zh-CN': '商品已不是待审核状态',
    'zh-TW': '商品已不是待審核狀態',
    en: 'The goods are no longer pending',
  },
  'goods.reasonRequired': {
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
    en: 'Give the reason for the rejection',
  },
  'goods.saved': { 'zh-CN': '商品已保存', 'zh-TW': '商品已儲存', en: 'Goods saved' },
  'goods.savedAndSubmitted': {
    'zh-CN': '商品已保存并提交审核',
    'zh-TW': '商品已儲存並提交審核',
    en: 'Goods saved and submitted for review',
  },
  'goods.batchDone': {
    'zh-CN': '已处理 {changed} 个商品，{refused} 个未处理',
    'zh-TW': '已處理 {changed} 個商品，{refused} 個未處理',
    en: '{changed} goods done, {refused} not',
  },
  'goods.state_0': { 'zh-CN': '草稿', 'zh-TW': '草稿', en: 'Draft' },
  'goods.state_1': { 'zh-CN': '待审核', 'zh-TW': '待審核', en: 'Pending review' },
  'goods.state_2': { 'zh-CN': '审核通过', 'zh-TW': '審核通過', en: 'Approved' },
  'goods.state_3': { 'zh-CN': '已驳回', 'zh-TW': '已駁回', en: 'Rejected' },
  'goods.state_4': { 'zh-CN': '已停用', 'zh-TW': '已停用', en: 'Disabled' },
};
