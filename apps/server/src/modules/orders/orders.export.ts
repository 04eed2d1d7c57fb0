import { OrderExportFilterSchema, type OrderRow } from '@portal/shared/contracts/orders';
import { keysetBatches, registerExport } from '../../platform/export/export-registry';
import { translate } from '../../platform/i18n/translate';
import { listOrdersAfter } from './orders.service';

export const ORDER_EXPORT = 'orders';

const h = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

registerExport(ORDER_EXPORT, {
  name: h('订单列表', '訂單列表', 'Orders'),
  filter: OrderExportFilterSchema,
  columns: [
    { key: 'orderNo', header: h('订单号', '訂單號', 'Order no.'), width: 24 },
    { key: 'channelName', header: h('渠道', '渠道', 'Channel'), width: 12 },
    { key: 'sourceName', header: h('来源', '來源', 'Source'), width: 12 },
    { key: 'customerName', header: h('采购单位', '採購單位', 'Customer'), width: 30 },
    { key: 'receiverName', header: h('收货人', '收貨人', 'Receiver'), width: 12 },
    { key: 'receiverPhone', header: h('联系电话', '聯絡電話', 'Phone'), width: 16 },
    { key: 'regionName', header: h('收货地区', '收貨地區', 'Region'), width: 24 },
    { key: 'itemsAmount', header: h('商品金额', '商品金額', 'Items'), width: 14 },
    { key: 'freight', header: h('运费', '運費', 'Freight'), width: 10 },
    { key: 'totalAmount', header: h('订单金额', '訂單金額', 'Amount'), width: 14 },
    { key: 'stateName', header: h('订单状态', '訂單狀態', 'State'), width: 12 },
    { key: 'reason', header: h('原因', '原因', 'Reason'), width: 24 },
    { key: 'orderTime', header: h('下单时间', '下單時間', 'Ordered'), type: 'dateTime', width: 22 },
  ],
  rows: async function* (db, scope, filter) {
    const now = new Date();
    for await (const batch of keysetBatches<OrderRow>((after, limit) =>
      listOrdersAfter(db, scope.partnerId, filter, after, limit, now),
    )) {
      yield batch.map(({ blockers: _blockers, ...row }) => ({
        ...row,
        sourceName: translate(scope.locale, `order.source_${row.source}`),
        stateName: translate(scope.locale, `order.state_${row.state}`),
      }));
    }
  },
});
