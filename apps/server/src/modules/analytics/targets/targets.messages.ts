import { type MessageCatalog, messagesOf } from '../../../platform/i18n/catalog';

/** Sales targets (errors, answers, the threshold notices). */
export const targetMessages: MessageCatalog = messagesOf({
  'zh-CN': {
    'target.periodInvalid': '目标周期不正确（月如 2026-11，季度如 2026-Q4，年如 2026）',
    'target.amountInvalid': '目标金额须为数字，最多两位小数',
    'target.amountPositive': '目标金额须大于 0',
    'target.remarkTooLong': '备注不能超过 200 个字符',
    'target.notFound': '目标不存在',
    'target.sellerNotFound': '销售人员不存在',
    'target.sellerLeft': '销售人员“{name}”已离职，不能设定目标',
    'target.firmExists': '全公司 {period} 的目标已设定，请修改该目标',
    'target.sellerExists': '“{name}”{period} 的目标已设定，请修改该目标',
    'target.added': '目标已设定',
    'target.updated': '目标已修改',
    'target.deleted': '目标已删除',
    'target.notice.firm.title': '全公司 {period} 目标已完成 {threshold}%',
    'target.notice.firm.content':
      '全公司 {period} 目标 ¥{amount}，已完成 ¥{achieved}（{percent}%），达到 {threshold}%。',
    'target.notice.seller.title': '{seller} {period} 目标已完成 {threshold}%',
    'target.notice.seller.content':
      '{seller} {period} 目标 ¥{amount}，已完成 ¥{achieved}（{percent}%），达到 {threshold}%。',
  },
  'zh-TW': {
    'target.periodInvalid': '目標週期不正確（月如 2026-11，季度如 2026-Q4，年如 2026）',
    'target.amountInvalid': '目標金額須為數字，最多兩位小數',
    'target.amountPositive': '目標金額須大於 0',
    'target.remarkTooLong': '備註不能超過 200 個字元',
    'target.notFound': '目標不存在',
    'target.sellerNotFound': '銷售人員不存在',
    'target.sellerLeft': '銷售人員「{name}」已離職，不能設定目標',
    'target.firmExists': '全公司 {period} 的目標已設定，請修改該目標',
    'target.sellerExists': '「{name}」{period} 的目標已設定，請修改該目標',
    'target.added': '目標已設定',
    'target.updated': '目標已修改',
    'target.deleted': '目標已刪除',
    'target.notice.firm.title': '全公司 {period} 目標已完成 {threshold}%',
    'target.notice.firm.content':
      '全公司 {period} 目標 ¥{amount}，已完成 ¥{achieved}（{percent}%），達到 {threshold}%。',
    'target.notice.seller.title': '{seller} {period} 目標已完成 {threshold}%',
    'target.notice.seller.content':
      '{seller} {period} 目標 ¥{amount}，已完成 ¥{achieved}（{percent}%），達到 {threshold}%。',
  },
  en: {
    'target.periodInvalid':
      'The period is not valid (a month like 2026-11, a quarter like 2026-Q4, a year like 2026)',
    'target.amountInvalid': 'The target amount must be a number with at most two decimals',
    'target.amountPositive': 'The target amount must be above 0',
    'target.remarkTooLong': 'The remark may have at most 200 characters',
    'target.notFound': 'The target does not exist',
    'target.sellerNotFound': 'The seller does not exist',
    'target.sellerLeft': 'The seller "{name}" has left: no target can be set',
    'target.firmExists': "The firm's target for {period} is already set: change that one",
    'target.sellerExists': 'The target of "{name}" for {period} is already set: change that one',
    'target.added': 'Target set',
    'target.updated': 'Target changed',
    'target.deleted': 'Target deleted',
    'target.notice.firm.title': "The firm's {period} target is {threshold}% reached",
    'target.notice.firm.content':
      "The firm's {period} target of ¥{amount} stands at ¥{achieved} ({percent}%), past {threshold}%.",
    'target.notice.seller.title': '{seller}: {period} target {threshold}% reached',
    'target.notice.seller.content':
      "{seller}'s {period} target of ¥{amount} stands at ¥{achieved} ({percent}%), past {threshold}%.",
  },
});
