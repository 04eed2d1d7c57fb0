import { notFound } from '../../../platform/errors';
import { translate } from '../../../platform/i18n/translate';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { assignCustomers, customerNamed } from './customer.service';
import { listSellers, sellerNamed } from './seller.service';

const usage = [
  "seller list <partnerNo>                                the partner's sellers: state, customers, this month's orders and sales",
  'seller assign <partnerNo> <customerName> <sellerName>  (re-)assigns a customer: its next orders are credited to that seller',
];

/** `seller ...`: the partner's sellers and their customers, for the demo and the operator. */
export const sellerCommand: OpsCommand = {
  name: 'seller',
  usage,
  run: async ({ db, locale }, args) => {
    const [action, partnerNo, customerName, sellerName] = args;
    if (!action || !partnerNo) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    switch (action) {
      case 'list': {
        const { rows } = await listSellers(db, partner.id, { current: 1, size: 100, name: null });
        if (rows.length === 0) return 'no sellers';
        return rows
          .map(
            (row) =>
              `${String(row.id).padEnd(8)} ${translate(locale, `seller.state_${row.state}`).padEnd(6)} customers ${String(row.customerCount).padStart(4)}  orders ${String(row.monthOrderCount).padStart(4)} ${row.monthOrderAmount.padStart(14)}  sales ${String(row.monthDoneCount).padStart(4)} ${row.monthDoneAmount.padStart(14)}  ${row.name}`,
          )
          .join('\n');
      }
      case 'assign': {
        if (!customerName || !sellerName) throw new OpsUsageError(usage);
        const customer = await customerNamed(db, partner.id, customerName);
        if (!customer) throw notFound('customer.notFound');
        const seller = await sellerNamed(db, partner.id, sellerName);
        if (!seller) throw notFound('seller.notFound');
        const { changed } = await assignCustomers(
          db,
          { partnerId: partner.id, accountId: null },
          { customerIds: [customer.id], sellerId: seller.id },
        );
        return changed === 0
          ? `${customer.name} is already assigned to ${seller.name}`
          : `${customer.name} assigned to ${seller.name}: its next orders are credited to them`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
