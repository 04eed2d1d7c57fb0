import { PurchaseState } from '@portal/shared/scm-states';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { OpsUsageError } from '../../../platform/ops/ops-command';
import type { Simulator } from '../../../platform/ops/simulators';
import { EXPRESS_COMPANIES } from '../../communal/express-companies';
import { simulatedPartnerId } from '../../orders/simulate.command';
import { purchaseOrders } from './purchase.table';
import { confirmPurchase } from './purchase-transitions.service';
import { shipPurchase } from './sign-code.service';

const CARRIERS = EXPRESS_COMPANIES.filter((company) => company.code !== 'SELF');

/** A tracking number as the carriers write them: the carrier's letters and 12 digits. */
export const simulatedTrackingNo = (expressCode: string): string =>
  `${expressCode}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

const oldestIn = (db: DbOrTx, state: number, limit: number, partnerId: number | undefined) =>
  db
    .select({ partnerId: purchaseOrders.partnerId, id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        partnerId === undefined ? undefined : eq(purchaseOrders.partnerId, partnerId),
        eq(purchaseOrders.state, state),
      ),
    )
    .orderBy(asc(purchaseOrders.updatedTime), asc(purchaseOrders.id))
    .limit(limit);

/**
 * The suppliers' side (`simulate --purchases N`): up to N confirmed orders are shipped (a delivery
 * and its sign code by SMS each), then up to N submitted orders are confirmed, oldest first.
 */
export const simulatePurchases = async (
  db: DbOrTx,
  options: { count: number; partnerId?: number },
): Promise<{ confirmed: number; shipped: number }> => {
  const toShip = await oldestIn(db, PurchaseState.confirmed, options.count, options.partnerId);
  const toConfirm = await oldestIn(db, PurchaseState.submitted, options.count, options.partnerId);
  for (const row of toShip) {
    const carrier = CARRIERS[Math.floor(Math.random() * CARRIERS.length)];
    await shipPurchase(db, row.partnerId, row.id, {
      expressCode: carrier.code,
      trackingNo: simulatedTrackingNo(carrier.code),
    });
  }
  for (const row of toConfirm) await confirmPurchase(db, row.partnerId, row.id);
  return { confirmed: toConfirm.length, shipped: toShip.length };
};

const usage = [
  'simulate --purchases <N> [--partner <partnerNo>]',
  '                                        suppliers ship N confirmed and confirm N submitted purchase orders',
];

/** `simulate --purchases N`. */
export const purchasesSimulator: Simulator = {
  option: 'purchases',
  usage,
  run: async (context, count, options) => {
    if (count > 10_000) throw new OpsUsageError(usage);
    const partnerId = await simulatedPartnerId(context, options);
    const { confirmed, shipped } = await simulatePurchases(context.db, { count, partnerId });
    return `purchases: ${confirmed} confirmed, ${shipped} shipped (sign codes sent by SMS: npm run ops -- sms)`;
  },
};
