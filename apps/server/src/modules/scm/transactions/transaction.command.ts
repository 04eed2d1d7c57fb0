import {
  TransactionPageQuerySchema,
  TransactionSumsQuerySchema,
} from '@portal/shared/contracts/scm-transactions';
import { TransactionKind } from '@portal/shared/scm-states';
import { notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { recordMissingTransactions } from './transaction-recording';
import { listTransactions, transactionSums } from './transactions.service';

const usage = [
  'transaction record <partnerNo> [orders]  records what is missing: sales of linked goods on the latest',
  '                                        completed orders (default 1000), purchases of received orders',
  "transaction list <partnerNo>            the partner's latest transactions and the sums of its sales",
];

/** `transaction ...`: transactions of SCM goods, for the operator and the demo. */
export const transactionCommand: OpsCommand = {
  name: 'transaction',
  usage,
  run: async ({ db, config }, args) => {
    const [action, partnerNo, count] = args;
    if (!partnerNo || (action !== 'record' && action !== 'list')) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    if (action === 'record') {
      const orders = count === undefined ? 1000 : Number(count);
      if (!Number.isInteger(orders) || orders < 1) throw new OpsUsageError(usage);
      const written = await db.transaction((tx) => recordMissingTransactions(tx, partner.id, orders));
      return `${written} transactions recorded`;
    }
    const { rows, total } = await listTransactions(
      db,
      partner.id,
      TransactionPageQuerySchema.parse({ current: 1, size: 20 }),
      config.timeZone,
    );
    const sums = await transactionSums(
      db,
      partner.id,
      TransactionSumsQuerySchema.parse({ kind: TransactionKind.sale }),
      config.timeZone,
    );
    return [
      ...rows.map(
        (row) =>
          `${row.occurredTime}  ${row.kind === TransactionKind.sale ? 'sale    ' : 'purchase'}  ${row.goodsName}  x${row.quantity}  cost ${row.costAmount}  sale ${row.saleAmount ?? '-'}  margin ${row.margin ?? '-'}`,
      ),
      `${total} transactions; sales ${sums.saleAmount}, their cost ${sums.costAmount}, margin ${sums.margin} (${sums.marginRate ?? '-'}%)`,
    ].join('\n');
  },
};
