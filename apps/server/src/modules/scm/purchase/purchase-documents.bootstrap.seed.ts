import { PurchaseState, ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { DocumentState } from '@portal/shared/order-states';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { DemoPartner, SeedContext } from '../../../platform/seed/seed-context';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { changePurchase, lockPurchase } from './purchase-changes';
import { seedPurchaseDocuments } from './purchase-documents.seed';
import { insertPurchaseOrder } from './purchase-intake';
import { purchaseOrders } from './purchase.table';

// TEMPORARY (documents branch only): until the suppliers, goods and purchase seeds are merged, this
// step gives each demo partner a supplier, goods and purchase orders up to receipt, so the contract,
// invoice and mailing screens open with data. At merge the lead calls seedPurchaseDocuments after the
// purchase seed and deletes this file.

const STEPS = [PurchaseState.confirmed, PurchaseState.shipped, PurchaseState.received] as const;

const bootstrapPartner = async (db: DbOrTx, partner: DemoPartner, count: number, timeZone: string) => {
  const [existing] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.partnerId, partner.id))
    .limit(1);
  if (existing) return;
  const suppliers = await db
    .insert(scmSuppliers)
    .values(
      ['南京文汇办公用品有限公司', '苏州恒信纸业有限公司'].map((name, i) => ({
        partnerId: partner.id,
        name,
        creditCode: `91320100MA1X${String(partner.id).padStart(4, '0')}${i}0`,
        contactName: i === 0 ? '陈经理' : '周经理',
        contactPhone: i === 0 ? '13951000001' : '13951000002',
        state: SupplierState.active,
      })),
    )
    .returning();
  const skusOf = new Map<number, number[]>();
  for (const [i, supplier] of suppliers.entries()) {
    const [goods] = await db
      .insert(scmGoods)
      .values({
        partnerId: partner.id,
        supplierId: supplier.id,
        name: i === 0 ? '得力A4复印纸 70g' : '晨光中性笔 0.5mm',
        brandName: i === 0 ? '得力' : '晨光',
        unit: '箱',
        state: ScmGoodsState.onOffer,
      })
      .returning();
    const skus = await db
      .insert(scmGoodsSkus)
      .values(
        [
          ['5包/箱', '118.50'],
          ['8包/箱', '186.00'],
        ].map(([spec, costPrice], sort) => ({
          partnerId: partner.id,
          scmGoodsId: goods.id,
          supplierId: supplier.id,
          spec,
          costPrice,
          sort,
        })),
      )
      .returning({ id: scmGoodsSkus.id });
    skusOf.set(
      supplier.id,
      skus.map((sku) => sku.id),
    );
  }
  for (let n = 0; n < count; n += 1) {
    const supplier = suppliers[n % suppliers.length];
    const [first, second] = skusOf.get(supplier.id) ?? [];
    await db.transaction(async (tx) => {
      let order = await insertPurchaseOrder(
        tx,
        { partnerId: partner.id, accountId: partner.adminId },
        {
          supplierId: supplier.id,
          lines: [
            { scmSkuId: first, quantity: String(2 + (n % 4)) },
            { scmSkuId: second, quantity: '1' },
          ],
          freight: n % 3 === 0 ? '15.00' : '0.00',
          receiverName: '张仓管',
          receiverPhone: '13700000000',
          regionCodes: ['320000', '320100', '320102'],
          regionName: '江苏省 南京市 玄武区',
          address: '中山路18号 仓库2号门',
          contractRequired: true,
          invoiceRequired: true,
          state: PurchaseState.submitted,
        },
        { timeZone },
      );
      for (const step of STEPS.slice(0, 1 + (n % STEPS.length))) {
        order = await lockPurchase(tx, partner.id, order.id);
        order = await changePurchase(
          tx,
          order,
          step === PurchaseState.confirmed
            ? {
                state: step,
                confirmedTime: new Date(),
                contractState: DocumentState.awaitingUpload,
                invoiceState: DocumentState.awaitingUpload,
              }
            : step === PurchaseState.shipped
              ? { state: step, shippedTime: new Date() }
              : { state: step, receivedTime: new Date() },
          {
            action:
              step === PurchaseState.confirmed
                ? 'confirmed'
                : step === PurchaseState.shipped
                  ? 'shipped'
                  : 'received',
            accountId: null,
          },
        );
      }
    });
  }
};

/** The documents branch's seed step: purchase orders to document (if none yet), then their documents. */
export const seedPurchaseDocumentsWithOrders = async (db: DbOrTx, context: SeedContext): Promise<void> => {
  await bootstrapPartner(db, context.partners.a, 12, context.timeZone);
  await bootstrapPartner(db, context.partners.b, 2, context.timeZone);
  await seedPurchaseDocuments(db, context);
};
