import { approveGoods, listPendingGoods, rejectGoods } from './goods.service';
import { partnerSummaryOf } from '../../partner/partner.service';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';

const usage = [
  'goods pending                           goods awaiting review, oldest submission first',
  'goods approve <goodsId>                 review passed: 1 -> 2, this version is what channels show',
  'goods reject <goodsId> <reason>         review failed: 1 -> 3, the partner sees the reason',
];

/** `goods ...`: the operator's review of goods (DOMAIN.md Catalog). */
export const goodsCommand: OpsCommand = {
  name: 'goods',
  usage,
  run: async ({ db }, args) => {
    const [action, id, ...rest] = args;
    if (action === 'pending') {
      const rows = await listPendingGoods(db, 100);
      if (rows.length === 0) return 'no pending goods';
      const lines = [];
      for (const row of rows) {
        const partner = await partnerSummaryOf(db, row.partnerId);
        lines.push(`${String(row.id).padEnd(8)} ${partner.partnerNo.padEnd(10)} ${row.name} (${row.model})`);
      }
      return lines.join('\n');
    }
    const goodsId = Number(id);
    if (!Number.isSafeInteger(goodsId) || goodsId <= 0) throw new OpsUsageError(usage);
    switch (action) {
      case 'approve':
        return `approved: ${goodsId} ${(await approveGoods(db, goodsId)).name}`;
      case 'reject':
        return `rejected: ${goodsId} ${(await rejectGoods(db, goodsId, rest.join(' '))).name}`;
      default:
        throw new OpsUsageError(usage);
    }
  },
};
