import { SupplierState } from '@portal/shared/scm-states';
import { notFound } from '../../../platform/errors';
import { translate } from '../../../platform/i18n/translate';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { disableSupplier, enableSupplier, listSuppliers } from './supplier.service';

const usage = [
  "supplier list <partnerNo>               the partner's suppliers with state, referrer and counts",
  'supplier disable <partnerNo> <id>       a supplier stops cooperating: no new purchase orders to it',
  'supplier enable <partnerNo> <id>        a disabled supplier cooperates again',
];

/** `supplier ...`: the suppliers' side of the supply chain, for the demo and the operator. */
export const supplierCommand: OpsCommand = {
  name: 'supplier',
  usage,
  run: async ({ db, locale }, args) => {
    const [action, partnerNo, id] = args;
    if (!action || !partnerNo) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    const actor = { partnerId: partner.id, accountId: null };
    switch (action) {
      case 'list': {
        const { rows } = await listSuppliers(db, partner.id, { current: 1, size: 100, supplierName: null });
        if (rows.length === 0) return 'no suppliers';
        return rows
          .map(
            (row) =>
              `${String(row.id).padEnd(8)} ${translate(locale, `supplier.state_${row.state}`).padEnd(9)} goods ${String(row.goodsCount).padStart(4)}  purchases ${String(row.purchaseCount).padStart(4)}  ${row.name}`,
          )
          .join('\n');
      }
      case 'disable':
      case 'enable': {
        const supplierId = Number(id);
        if (!Number.isInteger(supplierId) || supplierId <= 0) throw new OpsUsageError(usage);
        const changed =
          action === 'disable'
            ? await disableSupplier(db, actor, supplierId)
            : await enableSupplier(db, actor, supplierId);
        return `supplier ${changed.id} ${changed.state === SupplierState.active ? 'enabled' : 'disabled'}: ${changed.name}`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
