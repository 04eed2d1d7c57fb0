import { DocumentState } from '@portal/shared/order-states';
import { PurchaseState } from '@portal/shared/scm-states';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { DemoPartners } from '../../../platform/seed/seed-context';
import { accounts } from '../../auth/auth.table';
import { partners } from '../../partner/partner.table';
import { givenScmGoods, givenSupplier, WAREHOUSE } from '../scm.fixtures';
import { changePurchase, lockPurchase, type PurchaseRecord } from './purchase-changes';
import { insertPurchaseOrder } from './purchase-intake';

/**
 * A purchase order of the partner moved to `state` as the purchase transitions would (its required
 * contract and invoice awaiting upload from confirmation on): 2 x 12.50 + 1 x 100.00 + 5.00 freight
 * = 130.00 unless other prices are given.
 */
export const givenPurchaseOrder = async (
  db: DbOrTx,
  partnerId: number,
  input: {
    state: PurchaseState;
    supplierId?: number;
    contractRequired?: boolean;
    invoiceRequired?: boolean;
  },
): Promise<PurchaseRecord> => {
  const supplierId = input.supplierId ?? (await givenSupplier(db, partnerId)).id;
  const { skus } = await givenScmGoods(db, partnerId, supplierId, {
    skus: [{ costPrice: '12.50' }, { costPrice: '100.00' }],
  });
  return db.transaction(async (tx) => {
    const created = await insertPurchaseOrder(
      tx,
      { partnerId, accountId: null },
      {
        ...WAREHOUSE,
        supplierId,
        lines: [
          { scmSkuId: skus[0].id, quantity: '2' },
          { scmSkuId: skus[1].id, quantity: '1' },
        ],
        freight: '5.00',
        contractRequired: input.contractRequired ?? true,
        invoiceRequired: input.invoiceRequired ?? true,
        state: PurchaseState.submitted,
      },
      { timeZone: 'Asia/Shanghai' },
    );
    let order = created;
    const steps = [PurchaseState.confirmed, PurchaseState.shipped, PurchaseState.received] as const;
    const target = input.state;
    if (target === PurchaseState.cancelled) {
      return changePurchase(tx, order, { state: target }, { action: 'cancelled', accountId: null });
    }
    for (const step of steps) {
      if (step > target) break;
      order = await lockPurchase(tx, partnerId, order.id);
      order = await changePurchase(
        tx,
        order,
        step === PurchaseState.confirmed
          ? {
              state: step,
              confirmedTime: new Date(),
              contractState: order.contractRequired ? DocumentState.awaitingUpload : DocumentState.none,
              invoiceState: order.invoiceRequired ? DocumentState.awaitingUpload : DocumentState.none,
            }
          : { state: step, ...(step === PurchaseState.received ? { receivedTime: new Date() } : {}) },
        { action: `to${step}`, accountId: null },
      );
    }
    return order;
  });
};

/** The demo partners as the seed steps get them (after the demo seed), read back by their numbers. */
export const demoPartnersOf = async (db: DbOrTx): Promise<DemoPartners> => {
  const of = async (partnerNo: string) => {
    const [row] = await db
      .select({ id: partners.id, partnerNo: partners.partnerNo, name: partners.name, adminId: accounts.id })
      .from(partners)
      .innerJoin(accounts, and(eq(accounts.partnerId, partners.id), eq(accounts.isAdmin, true)))
      .where(eq(partners.partnerNo, partnerNo));
    return row;
  };
  return { a: { ...(await of('GYS000001')), staffId: 0, staffRoleId: 0 }, b: await of('GYS000002') };
};
