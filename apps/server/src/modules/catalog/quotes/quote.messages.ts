import type { MessageCatalog } from '../../../platform/i18n/catalog';

/** Texts of store invitations and quotes (`/goods/store_accredit`, `/goods/quote`). */
export const quoteMessages: MessageCatalog = {
  'quote.invitationNotFound': {
    'zh-CN': '报价邀请不存在',
    'zh-TW': '報價邀請不存在',
    en: 'The invitation does not exist',
  },
  'quote.invitationAnswered': {
    'zh-CN': '该邀请已答复，不能重复操作',
    'zh-TW': '該邀請已答覆，不能重複操作',
    en: 'The invitation has been answered already',
  },
  'quote.invitationExpired': {
    'zh-CN': '该邀请已于 {deadline} 截止答复',
    'zh-TW': '該邀請已於 {deadline} 截止答覆',
    en: 'The invitation closed on {deadline}',
  },
  'quote.invitationNotAccepted': {
    'zh-CN': '请先接受该店铺的报价邀请',
    'zh-TW': '請先接受該店鋪的報價邀請',
    en: "Accept the store's invitation first",
  },
  'quote.declineReasonRequired': {
    'zh-CN': '请填写拒绝原因',
    'zh-TW': '請填寫拒絕原因',
    en: 'Give the reason for declining',
  },
  'quote.reasonTooLong': {
    'zh-CN': '原因不能超过 200 个字符',
    'zh-TW': '原因不能超過 200 個字元',
    en: 'The reason is at most 200 characters',
  },
  'quote.categoryOutOfScope': {
    'zh-CN': '该商品的类目不在店铺邀请的报价范围内',
    'zh-TW': '該商品的類目不在店鋪邀請的報價範圍內',
    en: "The goods' category is not one the store asked quotes for",
  },
  'quote.priceAboveMarket': {
    'zh-CN': '规格“{spec}”的报价 {price} 高于市场价 {marketPrice}',
    'zh-TW': '規格「{spec}」的報價 {price} 高於市場價 {marketPrice}',
    en: 'The quoted price {price} of "{spec}" is above its market price {marketPrice}',
  },
  'quote.exists': {
    'zh-CN': '该商品已向此店铺报价，请在报价商品中修改',
    'zh-TW': '該商品已向此店鋪報價，請在報價商品中修改',
    en: 'These goods are quoted to this store already: change that quote instead',
  },
  'quote.notFound': { 'zh-CN': '报价不存在', 'zh-TW': '報價不存在', en: 'The quote does not exist' },
  'quote.notWithdrawable': {
    'zh-CN': '只有待店铺确认或已生效的报价可以撤回',
    'zh-TW': '只有待店鋪確認或已生效的報價可以撤回',
    en: 'Only quotes with the store or in effect can be withdrawn',
  },
  'quote.notPending': {
    'zh-CN': '报价已不是待确认状态',
    'zh-TW': '報價已不是待確認狀態',
    en: 'The quote is no longer awaiting confirmation',
  },
  'quote.storeNameRule': {
    'zh-CN': '店铺名称为 1-50 个字符',
    'zh-TW': '店鋪名稱為 1-50 個字元',
    en: 'The store name is 1 to 50 characters',
  },
  'quote.deadlineRule': {
    'zh-CN': '答复截止日期须为今天或以后的日期（yyyy-MM-dd）',
    'zh-TW': '答覆截止日期須為今天或以後的日期（yyyy-MM-dd）',
    en: 'The deadline is a day from today on (yyyy-MM-dd)',
  },
  'quote.categoryNotRoot': {
    'zh-CN': '报价范围须为一级类目',
    'zh-TW': '報價範圍須為一級類目',
    en: 'The scope is given as level-1 categories',
  },
  'quote.accepted': { 'zh-CN': '已接受邀请', 'zh-TW': '已接受邀請', en: 'Invitation accepted' },
  'quote.declined': { 'zh-CN': '已拒绝邀请', 'zh-TW': '已拒絕邀請', en: 'Invitation declined' },
  'quote.submitted': {
    'zh-CN': '报价已提交，等待店铺确认',
    'zh-TW': '報價已提交，等待店鋪確認',
    en: 'Quote sent to the store for confirmation',
  },
  'quote.withdrawn': { 'zh-CN': '报价已撤回', 'zh-TW': '報價已撤回', en: 'Quote withdrawn' },
  'quote.invitationState_0': { 'zh-CN': '待答复', 'zh-TW': '待答覆', en: 'Awaiting answer' },
  'quote.invitationState_1': { 'zh-CN': '已接受', 'zh-TW': '已接受', en: 'Accepted' },
  'quote.invitationState_2': { 'zh-CN': '已拒绝', 'zh-TW': '已拒絕', en: 'Declined' },
  'quote.invitationState_3': { 'zh-CN': '已过期', 'zh-TW': '已過期', en: 'Expired' },
  // Cells of the invitation export (the web's quote locale says the same).
  'quote.allCategories': { 'zh-CN': '全部类目', 'zh-TW': '全部類目', en: 'All categories' },
  'quote.categorySeparator': { 'zh-CN': '、', 'zh-TW': '、', en: ', ' },
  'quote.state_1': { 'zh-CN': '待店铺确认', 'zh-TW': '待店鋪確認', en: 'With the store' },
  'quote.state_2': { 'zh-CN': '已生效', 'zh-TW': '已生效', en: 'In effect' },
  'quote.state_3': { 'zh-CN': '已驳回', 'zh-TW': '已駁回', en: 'Rejected' },
  'quote.state_4': { 'zh-CN': '已撤回', 'zh-TW': '已撤回', en: 'Withdrawn' },
  'quote.state_5': { 'zh-CN': '已失效', 'zh-TW': '已失效', en: 'Void' },
  // Notices to the partner (each reader sees them in their language).
  'quote.notice.invited.title': {
    'zh-CN': '店铺授权报价邀请：{store}',
    'zh-TW': '店鋪授權報價邀請：{store}',
    en: 'Invitation to quote: {store}',
  },
  'quote.notice.invited.content': {
    'zh-CN': '{channel}的店铺“{store}”邀请贵司报价，请在 {deadline} 前在“店铺授权报价”中答复。',
    'zh-TW': '{channel}的店鋪「{store}」邀請貴司報價，請在 {deadline} 前在「店鋪授權報價」中答覆。',
    en: 'The store "{store}" of {channel} invites you to quote. Please answer on the Store accreditation page by {deadline}.',
  },
  'quote.notice.invitedIn.title': {
    'zh-CN': '店铺授权报价邀请：{store}',
    'zh-TW': '店鋪授權報價邀請：{store}',
    en: 'Invitation to quote: {store}',
  },
  'quote.notice.invitedIn.content': {
    'zh-CN':
      '{channel}的店铺“{store}”邀请贵司报价（{categories}），请在 {deadline} 前在“店铺授权报价”中答复。',
    'zh-TW':
      '{channel}的店鋪「{store}」邀請貴司報價（{categories}），請在 {deadline} 前在「店鋪授權報價」中答覆。',
    en: 'The store "{store}" of {channel} invites you to quote ({categories}). Please answer on the Store accreditation page by {deadline}.',
  },
  'quote.notice.rejected.title': {
    'zh-CN': '报价被驳回：{name}',
    'zh-TW': '報價被駁回：{name}',
    en: 'Quote rejected: {name}',
  },
  'quote.notice.rejected.content': {
    'zh-CN': '店铺“{store}”驳回了商品“{name}”的报价，原因：{reason}。',
    'zh-TW': '店鋪「{store}」駁回了商品「{name}」的報價，原因：{reason}。',
    en: 'The store "{store}" rejected your quote for "{name}": {reason}.',
  },
  // The store quote and invitation exports: the lists' names and their column headers.
  'quote.exportName': { 'zh-CN': '报价商品列表', 'zh-TW': '報價商品列表', en: 'Store quotes' },
  'quote.invitationExportName': {
    'zh-CN': '店铺授权报价邀请',
    'zh-TW': '店鋪授權報價邀請',
    en: 'Store invitations',
  },
  'quote.column.store': { 'zh-CN': '店铺', 'zh-TW': '店鋪', en: 'Store' },
  'quote.column.minPrice': { 'zh-CN': '最低报价', 'zh-TW': '最低報價', en: 'Lowest price' },
  'quote.column.maxPrice': { 'zh-CN': '最高报价', 'zh-TW': '最高報價', en: 'Highest price' },
  'quote.column.categories': { 'zh-CN': '报价范围', 'zh-TW': '報價範圍', en: 'Categories' },
  'quote.column.message': { 'zh-CN': '邀请说明', 'zh-TW': '邀請說明', en: 'Message' },
  'quote.column.deadline': { 'zh-CN': '答复截止', 'zh-TW': '答覆截止', en: 'Answer by' },
  'quote.column.declineReason': { 'zh-CN': '拒绝原因', 'zh-TW': '拒絕原因', en: 'Decline reason' },
  'quote.column.quoteCount': { 'zh-CN': '报价商品数', 'zh-TW': '報價商品數', en: 'Quotes' },
  'quote.column.effectiveCount': { 'zh-CN': '已生效数', 'zh-TW': '已生效數', en: 'In effect' },
  'quote.column.invitedTime': { 'zh-CN': '邀请时间', 'zh-TW': '邀請時間', en: 'Invited' },
};
