import { multiply } from '@portal/shared/money';
import { DocumentState } from '@portal/shared/order-states';
import { PurchaseState, ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { DemoPartner, SeedContext } from '../../../platform/seed/seed-context';
import { demoLetterPdf } from '../../../platform/seed/demo-letter';
import { storeGeneratedFile } from '../../communal/files.service';
import { approveDocumentById, documentInReviewOf, rejectDocumentById } from '../../orders/document-kernel';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { createMailing, deliverMailing } from './mailing.service';
import { insertPurchaseOrder } from './purchase-intake';
import { confirmPurchase, submitPurchase } from './purchase-transitions.service';
import { receiveWithSignCode, shipPurchase } from './sign-code.service';
import type { PurchaseRecord } from './purchase-changes';
import { uploadPurchaseContract, uploadPurchaseInvoice } from './purchase-documents.service';
import { purchaseOrders } from './purchase.table';

/** What becomes of a due document, in turn: left to upload, in review, approved, rejected. */
const FATES = ['upload', 'review', 'approve', 'reject'] as const;
type Fate = (typeof FATES)[number];

const REASONS = { contract: '合同缺少供应商盖章页，请补充后重新上传', invoice: '发票抬头与贵司名称不一致' };

/**
 * Demo purchase contracts, invoices and mailings, made through the real service functions, for the
 * demo partners' purchase orders that need them (confirmed, shipped or received, documents awaiting
 * upload; the purchase seed makes two, partner A gets more through the purchase transitions): its contracts and invoices in every state (awaiting
 * upload, in review, approved, rejected with a reason), one mailing of invoices in transit and one
 * delivered; partner B's first contract in review. Runs after the purchase seed.
 */
export const seedPurchaseDocuments = async (
  db: DbOrTx,
  { partners, storage, timeZone }: SeedContext,
): Promise<void> => {
  await ordersToDocument(db, partners.a, 8, timeZone);
  await seedPartner(db, storage, partners.a, FATES);
  await seedPartner(db, storage, partners.b, ['review']);
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * Tops the partner's purchase orders that need a contract and invoice (confirmed to received) up to
 * `count`, through the purchase transitions (submitted, confirmed by the supplier, shipped, received
 * with the sign code), so every document state has one; nothing when the partner offers no goods.
 */
const ordersToDocument = async (db: DbOrTx, partner: DemoPartner, count: number, timeZone: string) => {
  const due = (await dueOrders(db, partner.id)).filter((o) => o.contractRequired && o.invoiceRequired);
  const [template] = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.partnerId, partner.id))
    .orderBy(asc(purchaseOrders.id))
    .limit(1);
  const skus = await db
    .select({
      id: scmGoodsSkus.id,
      supplierId: scmGoodsSkus.supplierId,
      minQuantity: scmGoodsSkus.minQuantity,
    })
    .from(scmGoodsSkus)
    .innerJoin(
      scmGoods,
      and(eq(scmGoods.partnerId, scmGoodsSkus.partnerId), eq(scmGoods.id, scmGoodsSkus.scmGoodsId)),
    )
    .innerJoin(
      scmSuppliers,
      and(eq(scmSuppliers.partnerId, scmGoodsSkus.partnerId), eq(scmSuppliers.id, scmGoodsSkus.supplierId)),
    )
    .where(
      and(
        eq(scmGoodsSkus.partnerId, partner.id),
        eq(scmGoods.state, ScmGoodsState.onOffer),
        eq(scmSuppliers.state, SupplierState.active),
      ),
    )
    .orderBy(asc(scmGoodsSkus.id));
  if (!template || skus.length === 0) return;
  const suppliers = [...new Set(skus.map((sku) => sku.supplierId))].slice(0, 3);
  const actor = { partnerId: partner.id, accountId: partner.adminId };
  for (let n = due.length; n < count; n += 1) {
    const supplierId = suppliers[n % suppliers.length];
    const sku = skus.find((row) => row.supplierId === supplierId) ?? skus[0];
    const created = new Date(Date.now() - (6 - (n % 5)) * DAY);
    const order = await db.transaction((tx) =>
      insertPurchaseOrder(
        tx,
        actor,
        {
          supplierId,
          lines: [{ scmSkuId: sku.id, quantity: String(Math.ceil(Number(sku.minQuantity)) + 2 + n) }],
          receiverName: template.receiverName,
          receiverPhone: template.receiverPhone,
          regionCodes: template.regionCodes,
          regionName: template.regionName,
          address: template.address,
          contractRequired: true,
          invoiceRequired: true,
        },
        { now: created, timeZone },
      ),
    );
    const at = (hours: number) => ({ now: new Date(created.getTime() + hours * 60 * 60 * 1000) });
    await submitPurchase(db, actor, order.id, at(1));
    await confirmPurchase(db, partner.id, order.id, at(4));
    if (n % 3 === 0) continue;
    const { delivery, code } = await shipPurchase(
      db,
      partner.id,
      order.id,
      { expressCode: 'SF', trackingNo: `SF15${order.id}${String(created.getTime()).slice(-6)}` },
      at(20),
    );
    if (n % 3 === 1) continue;
    await receiveWithSignCode(db, actor, { deliveryId: delivery.id, code }, at(44));
  }
};

const dueOrders = (db: DbOrTx, partnerId: number) =>
  db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.partnerId, partnerId),
        inArray(purchaseOrders.state, [
          PurchaseState.confirmed,
          PurchaseState.shipped,
          PurchaseState.received,
        ]),
      ),
    )
    .orderBy(asc(purchaseOrders.id));

const seedPartner = async (
  db: DbOrTx,
  storage: SeedContext['storage'],
  partner: DemoPartner,
  fates: readonly Fate[],
) => {
  const actor = { partnerId: partner.id, accountId: partner.adminId };
  const fileOf = (name: string) =>
    storeGeneratedFile(db, storage, actor, {
      name,
      kind: 'pdf',
      mime: 'application/pdf',
      bytes: demoLetterPdf([name, 'Signed and stamped']),
    });
  const review = async (order: PurchaseRecord, kind: 'contract' | 'invoice', fate: Fate) => {
    if (fate === 'review' || fate === 'upload') return;
    const pending = await documentInReviewOf(db, 'purchase', partner.id, order.id, kind);
    if (pending === undefined) return;
    if (fate === 'approve') await approveDocumentById(db, pending);
    else await rejectDocumentById(db, pending, REASONS[kind]);
  };

  const orders = await dueOrders(db, partner.id);
  const contracts = orders.filter(
    (o) => o.contractRequired && o.contractState === DocumentState.awaitingUpload,
  );
  for (const [i, order] of contracts.entries()) {
    const fate = fates[i % fates.length];
    if (fate === 'upload') continue;
    await uploadPurchaseContract(db, actor, {
      purchaseOrderId: order.id,
      fileIds: [await fileOf(`${order.purchaseNo}-合同.pdf`)],
    });
    await review(order, 'contract', fate);
  }
  // The invoices start one fate later, so an order's contract and invoice differ.
  const invoices = orders.filter((o) => o.invoiceRequired && o.invoiceState === DocumentState.awaitingUpload);
  const mailable: PurchaseRecord[] = [];
  for (const [i, order] of invoices.entries()) {
    const fate = fates[(i + 1) % fates.length];
    if (fate === 'upload') continue;
    await uploadPurchaseInvoice(db, actor, {
      purchaseOrderId: order.id,
      fileIds: [await fileOf(`${order.purchaseNo}-发票.pdf`)],
      invoice: {
        invoiceType: i % 2 === 0 ? 'special' : 'normal',
        invoiceNo: String(44000000 + order.id),
        invoiceCode: '032002300111',
        invoiceDate: new Date().toISOString().slice(0, 10),
        amount: order.totalAmount,
        taxAmount: multiply(order.totalAmount, '0.115'),
      },
    });
    await review(order, 'invoice', fate);
    if (fate !== 'reject') mailable.push(order);
  }
  if (fates.length < FATES.length) return;
  // One mailing delivered, one in transit (each of one order, so suppliers never mix).
  // Mailed three days ago (signed for since) and ten hours ago (on its way), so the traces agree.
  const HOUR = 60 * 60 * 1000;
  for (const [i, order] of mailable.slice(0, 2).entries()) {
    const mailedTime = new Date(Date.now() - (i === 0 ? 72 : 10) * HOUR);
    const mailing = await createMailing(
      db,
      actor,
      {
        purchaseOrderIds: [order.id],
        expressCode: i === 0 ? 'SF' : 'EMS',
        trackingNo: `${i === 0 ? 'SF' : 'EMS'}${String(1460000000 + order.id)}`,
        senderName: '王会计',
        receiverName: '李财务',
        receiverPhone: '025-83001234',
        address: '江苏省南京市玄武区中山路18号 财务部',
        remark: i === 0 ? '增值税专用发票一张' : null,
      },
      mailedTime,
    );
    if (i === 0) await deliverMailing(db, partner.id, mailing.id, new Date(mailedTime.getTime() + 36 * HOUR));
  }
};
