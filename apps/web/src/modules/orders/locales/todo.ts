/** The home page's to-do cards and the overtime-order reminder: small, as the shell loads it. */
export const todoLocale = {
  zh_CN: {
    todo: {
      title: '待办事项',
      kind_confirm: '待确认订单',
      kind_ship: '待发货订单',
      kind_contract: '待上传合同',
      kind_invoice: '待上传发票',
      kind_sign: '待上传签收单',
      kind_settlement: '待确认结算金额',
    },
    reminder: {
      title: '超时订单提醒',
      description: '您有 {{count}} 个订单超时未确认，请尽快处理。',
      later: '稍后处理',
      processNow: '立即处理',
    },
  },
  zh_TW: {
    todo: {
      title: '待辦事項',
      kind_confirm: '待確認訂單',
      kind_ship: '待發貨訂單',
      kind_contract: '待上傳合同',
      kind_invoice: '待上傳發票',
      kind_sign: '待上傳簽收單',
      kind_settlement: '待確認結算金額',
    },
    reminder: {
      title: '逾時訂單提醒',
      description: '您有 {{count}} 個訂單逾時未確認，請儘快處理。',
      later: '稍後處理',
      processNow: '立即處理',
    },
  },
  en: {
    todo: {
      title: 'To-dos',
      kind_confirm: 'Orders to confirm',
      kind_ship: 'Orders to ship',
      kind_contract: 'Contracts to upload',
      kind_invoice: 'Invoices to upload',
      kind_sign: 'Receipts to upload',
      kind_settlement: 'Settlements to confirm',
    },
    reminder: {
      title: 'Overtime orders',
      description: '{{count}} orders are past their confirmation limit. Please handle them soon.',
      description_one: '1 order is past its confirmation limit. Please handle it soon.',
      later: 'Later',
      processNow: 'Process now',
    },
  },
};
