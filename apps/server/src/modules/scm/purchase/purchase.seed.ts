import { SIGN_CODE_MAX_ATTEMPTS, ScmGoodsState, SupplierState } from '@portal/shared/scm-states';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { DemoPartner, SeedContext } from '../../../platform/seed/seed-context';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { addToCart } from './cart.service';
import { demoSupplyIfMissing } from './purchase-demo-supply';
import { insertPurchaseOrder, type PurchaseLine, type PurchaseReceiver } from './purchase-intake';
import { cancelPurchase, confirmPurchase, submitPurchase } from './purchase-transitions.service';
import { receiveWithSignCode, shipPurchase } from './sign-code.service';

const DAY = 24 * 60 * 60 * 1000;

/** The demo partners' warehouses, where their purchases go. */
const WAREHOUSES: Record<'a' | 'b', PurchaseReceiver> = {
  a: {
    receiverName: '张仓管',
    receiverPhone: '13770000001',
    regionCodes: ['320000', '320100', '320102'],
    regionName: '江苏省 南京市 玄武区',
    address: '中山路18号 仓库2号门',
  },
  b: {
    receiverName: '刘库管',
    receiverPhone: '13770000002',
    regionCodes: ['310000', '310100', '310112'],
    regionName: '上海市 上海市 闵行区',
    address: '莘庄工业区春东路508号',
  },
};

type Offer = { supplierId: number; scmSkuId: number; minQuantity: string };

/** Per active supplier (oldest first), the SKUs it offers now (at most three each). */
const offersOf = async (db: DbOrTx, partnerId: number): Promise<Offer[][]> => {
  const rows = await db
    .select({
      supplierId: scmGoodsSkus.supplierId,
      scmSkuId: scmGoodsSkus.id,
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
        eq(scmGoodsSkus.partnerId, partnerId),
        eq(scmGoods.state, ScmGoodsState.onOffer),
        eq(scmSuppliers.state, SupplierState.active),
      ),
    )
    .orderBy(asc(scmSuppliers.id), asc(scmGoodsSkus.scmGoodsId), asc(scmGoodsSkus.sort));
  const bySupplier = new Map<number, Offer[]>();
  for (const row of rows) {
    const list = bySupplier.get(row.supplierId) ?? [];
    if (list.length < 3) list.push(row);
    bySupplier.set(row.supplierId, list);
  }
  return [...bySupplier.values()];
};

/** Lines of a supplier's offers: the first `count` SKUs, each a few above its minimum. */
const linesOf = (offers: readonly Offer[], count: number, seed: number): PurchaseLine[] =>
  offers.slice(0, count).map((offer, i) => ({
    scmSkuId: offer.scmSkuId,
    quantity: String(Math.ceil(Number(offer.minQuantity)) + ((seed + i * 3) % 7) + 1),
  }));

/**
 * One demo partner's purchase orders in every state, told over the last days through the service
 * functions: a draft, a submitted one, a confirmed one awaiting its contract, one shipped awaiting its
 * sign code, one whose code locked after wrong entries, a received one awaiting its invoice, completed
 * ones (no documents required) and a cancelled one. Nothing happens when the partner has no supplier
 * offering goods.
 */
const seedPartnerPurchases = async (
  db: DbOrTx,
  partner: DemoPartner,
  receiver: PurchaseReceiver,
  timeZone: string,
): Promise<Offer[][]> => {
  const suppliers = await offersOf(db, partner.id);
  if (suppliers.length === 0) return suppliers;
  const actor = { partnerId: partner.id, accountId: partner.adminId };
  const now = Date.now();
  const story = [
    { days: 9, documents: false, to: 'completed' },
    { days: 8, documents: false, to: 'completed' },
    { days: 7, documents: true, to: 'received' },
    { days: 6, documents: false, to: 'locked' },
    { days: 5, documents: false, to: 'shipped' },
    { days: 4, documents: true, to: 'confirmed' },
    { days: 3, documents: false, to: 'cancelled' },
    { days: 2, documents: false, to: 'submitted' },
    { days: 1, documents: false, to: 'draft' },
  ] as const;
  for (const [index, step] of story.entries()) {
    const offers = suppliers[index % suppliers.length];
    const created = new Date(now - step.days * DAY);
    const order = await db.transaction((tx) =>
      insertPurchaseOrder(
        tx,
        actor,
        {
          supplierId: offers[0].supplierId,
          lines: linesOf(offers, 1 + (index % offers.length), index),
          ...receiver,
          remark: index % 3 === 0 ? '请工作日送货，提前电话联系' : null,
          contractRequired: step.documents,
          invoiceRequired: step.documents,
        },
        { now: created, timeZone },
      ),
    );
    if (step.to === 'draft') continue;
    await submitPurchase(db, actor, order.id, { now: new Date(created.getTime() + 2 * 60 * 60 * 1000) });
    if (step.to === 'submitted') continue;
    if (step.to === 'cancelled') {
      await cancelPurchase(db, actor, order.id, '供应商报价有误，重新下单', {
        now: new Date(created.getTime() + 5 * 60 * 60 * 1000),
      });
      continue;
    }
    await confirmPurchase(db, partner.id, order.id, {
      now: new Date(created.getTime() + 6 * 60 * 60 * 1000),
    });
    if (step.to === 'confirmed') continue;
    const { delivery, code } = await shipPurchase(
      db,
      partner.id,
      order.id,
      {
        expressCode: index % 2 === 0 ? 'SF' : 'ZTO',
        trackingNo: `${index % 2 === 0 ? 'SF' : 'ZT'}14${order.id}${String(now).slice(-6)}`,
      },
      { now: new Date(created.getTime() + DAY) },
    );
    if (step.to === 'shipped') continue;
    if (step.to === 'locked') {
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < SIGN_CODE_MAX_ATTEMPTS; i += 1) {
        await receiveWithSignCode(db, actor, { deliveryId: delivery.id, code: wrong }).catch(() => undefined);
      }
      continue;
    }
    await receiveWithSignCode(
      db,
      actor,
      { deliveryId: delivery.id, code },
      { now: new Date(created.getTime() + 2 * DAY) },
    );
  }
  return suppliers;
};

/**
 * The purchase demo data (after the suppliers and SCM goods seeds): per demo partner, purchase orders
 * in every state; and a cart of the demo admin of partner A with lines from two suppliers.
 */
export const seedPurchases = async (db: DbOrTx, { partners, timeZone }: SeedContext): Promise<void> => {
  for (const partner of [partners.a, partners.b]) await demoSupplyIfMissing(db, partner.id);
  const suppliers = await seedPartnerPurchases(db, partners.a, WAREHOUSES.a, timeZone);
  await seedPartnerPurchases(db, partners.b, WAREHOUSES.b, timeZone);
  const inCart = suppliers.slice(0, 2).flatMap((offers, i) => linesOf(offers, 2, i + 2));
  if (inCart.length > 0) {
    await addToCart(db, { partnerId: partners.a.id, accountId: partners.a.adminId }, { lines: inCart });
  }
};
