import { DocumentState } from '@portal/shared/order-states';
import {
  PurchaseState,
  SIGN_CODE_MAX_ATTEMPTS,
  ScmGoodsState,
  SignCodeState,
  SupplierState,
  TransactionKind,
} from '@portal/shared/scm-states';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import { smsOutbox } from '../../../platform/sms/sms.table';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { partnerSummaryOf } from '../../partner/partner.service';
import { scmGoods, scmGoodsSkus } from '../goods/scm-goods.table';
import { givenScmGoods, givenSupplier, WAREHOUSE } from '../scm.fixtures';
import { scmSuppliers } from '../suppliers/suppliers.table';
import { scmTransactions } from '../transactions/transactions.table';
import { purchaseDeliveries, purchaseOrders } from './purchase.table';
import { simulatePurchases } from './purchase-simulator';
import { confirmPurchase } from './purchase-transitions.service';
import { shipPurchase } from './sign-code.service';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
// biome-ignore lint/suspicious/noExplicitAny: the envelopes' data are read loosely in these tests
type Body<T = any> = { code: string; msg: string; data: T; total?: number };

describe('purchase: cart, purchase orders, sign codes, to-dos', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const call = async (
    actor: TestActor,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    lang?: Lang,
  ) =>
    (
      await injectAs(t.app, actor, {
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        lang,
      })
    ).json() as Body;
  const post = (actor: TestActor, url: string, payload: unknown = {}, lang?: Lang) =>
    call(actor, 'POST', url, payload, lang);
  const get = (actor: TestActor, url: string, lang?: Lang) => call(actor, 'GET', url, undefined, lang);
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const ok = async <T = any>(answer: Promise<Body<T>>) => {
    const body = await answer;
    expect(body, body.msg).toMatchObject({ code: '0000' });
    return body.data;
  };
  const db = () => t.database.db;
  const partnerNoOf = async (actor: TestActor) => (await partnerSummaryOf(db(), actor.partnerId)).partnerNo;
  const ops = async (...args: string[]) => {
    const outcome = await runOpsCommand({ db: db(), config: t.config, locale: 'en' }, 'purchase', args);
    expect(outcome.ok, outcome.output).toBe(true);
    return outcome.output;
  };
  const receiver = { ...WAREHOUSE };

  /** Two suppliers of a partner with goods: one SKU each of 12.50 and 3.333 x 7.10. */
  const givenShop = async (actor: TestActor) => {
    const s1 = await givenSupplier(db(), actor.partnerId, { name: `晨光文具${actor.partnerId}` });
    const s2 = await givenSupplier(db(), actor.partnerId, { name: `得力办公${actor.partnerId}` });
    const g1 = await givenScmGoods(db(), actor.partnerId, s1.id, {
      name: 'A4复印纸',
      skus: [{ costPrice: '12.50' }, { costPrice: '23.00', minQuantity: '2' }],
    });
    const g2 = await givenScmGoods(db(), actor.partnerId, s2.id, {
      name: '中性笔',
      skus: [{ costPrice: '7.10' }],
    });
    return { s1, s2, g1, g2 };
  };
  let shop: Awaited<ReturnType<typeof givenShop>>;

  const checkout = (
    actor: TestActor,
    supplierIds: number[],
    submit: boolean,
    extra: Record<string, unknown> = {},
  ) =>
    post(actor, '/api/goods/cart/checkout', {
      ...receiver,
      supplierIds,
      contractRequired: false,
      invoiceRequired: false,
      submit,
      ...extra,
    });

  /** A purchase order of one line through the cart, drafted or submitted. */
  const orderOf = async (
    actor: TestActor,
    scmSkuId: number,
    supplierId: number,
    quantity: string,
    submit = true,
    extra: Record<string, unknown> = {},
  ) => {
    await ok(post(actor, '/api/goods/cart/add', { lines: [{ scmSkuId, quantity }] }));
    const { orders } = await ok(checkout(actor, [supplierId], submit, extra));
    return orders[0] as { id: number; purchaseNo: string; totalAmount: string; state: number };
  };
  const detailOf = (actor: TestActor, id: number) => ok(get(actor, `/api/trade/purchase/detail?id=${id}`));
  const latestCode = async (mobile = receiver.receiverPhone) => {
    const [sms] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return /签收码(\d{6})/.exec(sms.text)?.[1] as string;
  };
  /** A submitted order confirmed and shipped by the operator; answers its delivery id. */
  const shipped = async (actor: TestActor, order: { id: number; purchaseNo: string }) => {
    const partnerNo = await partnerNoOf(actor);
    await ops('confirm', partnerNo, order.purchaseNo);
    await ops('ship', partnerNo, order.purchaseNo, 'SF', 'SF1234567890');
    const detail = await detailOf(actor, order.id);
    return detail.deliveries.at(-1).id as number;
  };
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(db()));
    shop = await givenShop(a);
  });
  afterAll(() => t.close());

  describe('cart', () => {
    it('adds, merges the same SKU, groups by supplier with exact subtotals, changes, removes and clears', async () => {
      const [sku1, sku2] = shop.g1.skus;
      const [pen] = shop.g2.skus;
      await ok(post(a, '/api/goods/cart/add', { lines: [{ scmSkuId: sku1.id, quantity: '3' }] }));
      const merged = await post(a, '/api/goods/cart/add', {
        lines: [
          { scmSkuId: sku1.id, quantity: '0.333' },
          { scmSkuId: pen.id, quantity: '3.333' },
        ],
      });
      expect(merged.msg).toBe('已加入购物车');
      expect(merged.data.lineCount).toBe(2);
      const [paper, pens] = merged.data.groups;
      expect(paper).toMatchObject({ supplierId: shop.s1.id, supplierName: shop.s1.name, orderableCount: 1 });
      expect(paper.lines[0]).toMatchObject({
        quantity: '3.333',
        costPrice: '12.50',
        amount: '41.66',
        problem: null,
      });
      // 3.333 × 7.10 = 23.6643 -> 23.66; the total is the sum of the subtotals.
      expect(pens.subtotal).toBe('23.66');
      expect(merged.data.total).toBe('65.32');

      const lineId = pens.lines[0].id;
      const changed = await ok(post(a, '/api/goods/cart/quantity', { id: lineId, quantity: '10' }));
      expect(changed.groups[1].subtotal).toBe('71.00');
      // Below the minimum quantity: marked, not orderable, out of the subtotal.
      const below = await ok(
        post(a, '/api/goods/cart/add', { lines: [{ scmSkuId: sku2.id, quantity: '1' }] }),
      );
      expect(below.groups[0].lines[1]).toMatchObject({ problem: 'belowMin', minQuantity: '2' });
      expect(below.groups[0].subtotal).toBe('41.66');

      const removed = await ok(post(a, '/api/goods/cart/remove', { ids: [lineId] }));
      expect(removed.groups).toHaveLength(1);
      const cleared = await ok(post(a, '/api/goods/cart/clear'));
      expect(cleared).toEqual({ groups: [], lineCount: 0, total: '0.00' });
    });

    it('marks withdrawn goods and disabled suppliers as not orderable, and refuses to add them', async () => {
      const supplier = await givenSupplier(db(), a.partnerId, { name: '即将停用供应商' });
      const goods = await givenScmGoods(db(), a.partnerId, supplier.id, {
        name: '即将下架商品',
        skus: [{ costPrice: '5.00' }],
      });
      const other = await givenScmGoods(db(), a.partnerId, supplier.id, {
        name: '另一商品',
        skus: [{ costPrice: '6.00' }],
      });
      await ok(
        post(a, '/api/goods/cart/add', {
          lines: [
            { scmSkuId: goods.skus[0].id, quantity: '1' },
            { scmSkuId: other.skus[0].id, quantity: '1' },
          ],
        }),
      );
      await db()
        .update(scmGoods)
        .set({ state: ScmGoodsState.withdrawn })
        .where(eq(scmGoods.id, goods.goods.id));
      let cart = await ok(get(a, '/api/goods/cart/detail'));
      const group = cart.groups.find((g: { supplierId: number }) => g.supplierId === supplier.id);
      expect(group.lines.map((line: { problem: string | null }) => line.problem)).toEqual([
        'withdrawn',
        null,
      ]);
      expect(group.subtotal).toBe('6.00');
      const refused = await post(a, '/api/goods/cart/add', {
        lines: [{ scmSkuId: goods.skus[0].id, quantity: '1' }],
      });
      expect(refused).toMatchObject({ code: '1111', msg: '商品“即将下架商品”已下架，不能采购' });

      await db()
        .update(scmSuppliers)
        .set({ state: SupplierState.disabled })
        .where(eq(scmSuppliers.id, supplier.id));
      cart = await ok(get(a, '/api/goods/cart/detail'));
      const disabled = cart.groups.find((g: { supplierId: number }) => g.supplierId === supplier.id);
      expect(disabled.lines.map((line: { problem: string | null }) => line.problem)).toEqual([
        'supplierDisabled',
        'supplierDisabled',
      ]);
      expect(disabled.orderableCount).toBe(0);
      // Ordering the group is refused with the supplier's name; nothing is written.
      const before = await db()
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.partnerId, a.partnerId));
      const refusedOrder = await checkout(a, [supplier.id], true, {});
      expect(refusedOrder).toMatchObject({ code: '1111', msg: '供应商“即将停用供应商”已停用，不能向其采购' });
      const after = await db().select().from(purchaseOrders).where(eq(purchaseOrders.partnerId, a.partnerId));
      expect(after).toHaveLength(before.length);
      await ok(post(a, '/api/goods/cart/clear'));
    });

    it('lists the SKUs on offer by keyword and supplier, with what the cart holds', async () => {
      await ok(post(a, '/api/goods/cart/add', { lines: [{ scmSkuId: shop.g2.skus[0].id, quantity: '4' }] }));
      const pens = await post(a, '/api/goods/cart/offer/page', { keyword: '中性', current: 1, size: 10 });
      expect(pens.total).toBe(1);
      expect(pens.data[0]).toMatchObject({
        goodsName: '中性笔',
        supplierName: shop.s2.name,
        costPrice: '7.10',
        inCart: '4',
      });
      const ofSupplier = await post(a, '/api/goods/cart/offer/page', {
        supplierId: shop.s1.id,
        current: 1,
        size: 10,
      });
      expect(ofSupplier.data.map((row: { spec: string }) => row.spec)).toEqual(['S1', 'S2']);
      const skus = await ok(get(a, `/api/goods/cart/offer/skus?scmGoodsId=${shop.g1.goods.id}`));
      expect(skus).toHaveLength(2);
      await ok(post(a, '/api/goods/cart/clear'));
    });
  });

  describe('checkout', () => {
    it('orders two suppliers at once: two purchase orders with exact amounts, the cart lines removed', async () => {
      await ok(
        post(a, '/api/goods/cart/add', {
          lines: [
            { scmSkuId: shop.g1.skus[0].id, quantity: '3.333' },
            { scmSkuId: shop.g1.skus[1].id, quantity: '2' },
            { scmSkuId: shop.g2.skus[0].id, quantity: '1.001' },
          ],
        }),
      );
      const result = await checkout(a, [shop.s1.id, shop.s2.id], true, { remark: '请周一送达' });
      expect(result.msg).toBe('已提交 2 张采购单');
      const [paper, pens] = result.data.orders;
      // 3.333 × 12.50 = 41.6625 -> 41.66; 2 × 23.00 = 46.00; 1.001 × 7.10 = 7.1071 -> 7.11.
      expect(paper).toMatchObject({
        supplierName: shop.s1.name,
        totalAmount: '87.66',
        state: PurchaseState.submitted,
      });
      expect(pens).toMatchObject({
        supplierName: shop.s2.name,
        totalAmount: '7.11',
        state: PurchaseState.submitted,
      });
      expect(paper.purchaseNo).toMatch(/^CG\d{8}\d{5}$/);
      const cart = await ok(get(a, '/api/goods/cart/detail'));
      expect(cart.lineCount).toBe(0);
      const detail = await detailOf(a, paper.id);
      expect(detail).toMatchObject({ ...receiver, remark: '请周一送达', itemCount: 2, itemsAmount: '87.66' });
      expect(detail.items.map((item: { amount: string }) => item.amount)).toEqual(['41.66', '46.00']);
      expect(detail.events[0]).toMatchObject({
        action: 'createdSubmitted',
        stateTo: 2,
        accountId: a.accountId,
      });
    });

    it('one group refused refuses every group, with a clear message, and keeps the cart', async () => {
      await ok(
        post(a, '/api/goods/cart/add', {
          lines: [
            { scmSkuId: shop.g1.skus[1].id, quantity: '1' },
            { scmSkuId: shop.g2.skus[0].id, quantity: '1' },
          ],
        }),
      );
      const refused = await checkout(a, [shop.s2.id, shop.s1.id], false, {});
      expect(refused).toMatchObject({ code: '1111', msg: '商品“A4复印纸”的采购数量不能少于起订量 2' });
      const cart = await ok(get(a, '/api/goods/cart/detail'));
      expect(cart.lineCount).toBe(2);
      const missingRegion = await checkout(a, [shop.s1.id], false, { regionCodes: [] });
      expect(missingRegion.code).toBe('1111');
      await ok(post(a, '/api/goods/cart/clear'));
    });

    it('starts the receiver from the last purchase order', async () => {
      expect(await ok(get(a, '/api/goods/cart/receiver/default'))).toMatchObject(receiver);
      expect(await ok(get(b, '/api/goods/cart/receiver/default'))).toMatchObject({ regionCodes: [] });
    });
  });

  describe('purchase order transitions', () => {
    it('edits a draft keeping its prices; submitting re-prices it at the current cost and says so', async () => {
      const order = await orderOf(a, shop.g1.skus[0].id, shop.s1.id, '2', false);
      expect(order).toMatchObject({ state: PurchaseState.draft, totalAmount: '25.00' });
      await db()
        .update(scmGoodsSkus)
        .set({ costPrice: '13.00' })
        .where(eq(scmGoodsSkus.id, shop.g1.skus[0].id));
      const edited = await ok(
        post(a, '/api/trade/purchase/update', {
          id: order.id,
          ...receiver,
          receiverName: '李四',
          lines: [
            { scmSkuId: shop.g1.skus[0].id, quantity: '4' },
            { scmSkuId: shop.g1.skus[1].id, quantity: '2' },
          ],
          contractRequired: true,
          invoiceRequired: false,
          remark: null,
        }),
      );
      // The kept line keeps 12.50 (4 × 12.50 = 50.00); the new line is priced now (46.00).
      expect(edited).toMatchObject({ receiverName: '李四', totalAmount: '96.00', contractRequired: true });
      expect(edited.items[0]).toMatchObject({ unitPrice: '12.50', currentCostPrice: '13.00' });
      const wrongSupplier = await post(a, '/api/trade/purchase/update', {
        id: order.id,
        ...receiver,
        lines: [{ scmSkuId: shop.g2.skus[0].id, quantity: '1' }],
        contractRequired: false,
        invoiceRequired: false,
      });
      expect(wrongSupplier.code).toBe('1111');

      const submitted = await post(a, '/api/trade/purchase/submit', { id: order.id });
      expect(submitted.msg).toBe('采购单已提交；1 行商品按当前成本价重新计价，总额由 ¥96.00 变为 ¥98.00');
      expect(submitted.data).toMatchObject({ repricedLines: 1, previousTotal: '96.00' });
      expect(submitted.data.detail).toMatchObject({ state: PurchaseState.submitted, totalAmount: '98.00' });
      const again = await post(a, '/api/trade/purchase/submit', { id: order.id }, 'en');
      expect(again.msg).toMatch(/no longer a draft/);
      const editSubmitted = await post(a, '/api/trade/purchase/update', {
        id: order.id,
        ...receiver,
        lines: [{ scmSkuId: shop.g1.skus[0].id, quantity: '1' }],
        contractRequired: false,
        invoiceRequired: false,
      });
      expect(editSubmitted.code).toBe('1111');
      await db()
        .update(scmGoodsSkus)
        .set({ costPrice: '12.50' })
        .where(eq(scmGoodsSkus.id, shop.g1.skus[0].id));

      // Confirmed: the required contract awaits upload; the partner can no longer cancel it.
      await confirmPurchase(db(), a.partnerId, order.id);
      const confirmed = await detailOf(a, order.id);
      expect(confirmed).toMatchObject({
        state: PurchaseState.confirmed,
        contractState: DocumentState.awaitingUpload,
        invoiceState: DocumentState.none,
      });
      const refused = await post(a, '/api/trade/purchase/cancel', { id: order.id, reason: '不要了' });
      expect(refused.msg).toMatch(/已由供应商确认/);
      const stats = await ok(get(a, '/api/trade/purchase/todo/stats'));
      expect(stats.contractWaitUploadCount).toBeGreaterThanOrEqual(1);
      const output = await ops('cancel', await partnerNoOf(a), order.purchaseNo, '供应商缺货');
      expect(output).toMatch(/^cancelled:/);
      expect(await detailOf(a, order.id)).toMatchObject({
        state: PurchaseState.cancelled,
        reason: '供应商缺货',
      });
    });

    it('cancels a draft and a submitted order with the reason; not twice; audited', async () => {
      const draft = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '1', false);
      const cancelled = await ok(post(a, '/api/trade/purchase/cancel', { id: draft.id, reason: '重复下单' }));
      expect(cancelled).toMatchObject({ state: PurchaseState.cancelled, reason: '重复下单' });
      expect((await post(a, '/api/trade/purchase/cancel', { id: draft.id, reason: '再取消' })).code).toBe(
        '1111',
      );
      const submitted = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '1', true);
      await ok(post(a, '/api/trade/purchase/cancel', { id: submitted.id, reason: '价格有误' }));
      const audit = await db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.partnerId, a.partnerId),
            eq(auditLog.entity, 'purchase_order'),
            eq(auditLog.entityId, String(submitted.id)),
          ),
        );
      expect(audit.map((row) => row.action)).toContain('cancelled');
      const noReason = await post(a, '/api/trade/purchase/cancel', { id: submitted.id, reason: ' ' });
      expect(noReason.code).toBe('1111');
    });

    it('confirms and ships only in order, with a known express company', async () => {
      const order = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '2', true);
      await expect(
        shipPurchase(db(), a.partnerId, order.id, { expressCode: 'SF', trackingNo: 'SF0001' }),
      ).rejects.toThrow('purchase.notConfirmed');
      await confirmPurchase(db(), a.partnerId, order.id);
      await expect(confirmPurchase(db(), a.partnerId, order.id)).rejects.toThrow('purchase.notSubmitted');
      await expect(
        shipPurchase(db(), a.partnerId, order.id, { expressCode: 'XX', trackingNo: 'SF0001' }),
      ).rejects.toThrow('purchase.expressUnknown');
      const { code } = await shipPurchase(db(), a.partnerId, order.id, {
        expressCode: 'ZTO',
        trackingNo: 'ZT778899',
      });
      expect(code).toMatch(/^\d{6}$/);
      expect(await latestCode()).toBe(code);
      const [delivery] = await db()
        .select()
        .from(purchaseDeliveries)
        .where(eq(purchaseDeliveries.purchaseOrderId, order.id));
      expect(delivery.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(delivery.codeHash).not.toContain(code);
      const detail = await detailOf(a, order.id);
      expect(detail.deliveries[0]).toMatchObject({
        expressName: '中通快递',
        trackingNo: 'ZT778899',
        codeState: SignCodeState.awaiting,
        attemptsLeft: SIGN_CODE_MAX_ATTEMPTS,
        receiverPhone: '137****0000',
      });
    });
  });

  describe('sign codes', () => {
    it('right: used, received and completed when no document is required; reused: already used', async () => {
      const order = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '5', true);
      const deliveryId = await shipped(a, order);
      const code = await latestCode();
      const wrong = await post(a, '/api/trade/purchase/delivery/receive', {
        deliveryId,
        code: wrongOf(code),
      });
      expect(wrong).toMatchObject({
        code: '1111',
        msg: `签收码错误，还可尝试 ${SIGN_CODE_MAX_ATTEMPTS - 1} 次`,
      });
      const right = await post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code });
      expect(right.msg).toBe('签收成功，采购单已收货');
      expect(right.data).toMatchObject({ state: PurchaseState.completed });
      expect(right.data.receivedTime).not.toBeNull();
      expect(right.data.deliveries[0]).toMatchObject({ codeState: SignCodeState.used, failedAttempts: 1 });
      expect(right.data.events.map((event: { action: string }) => event.action)).toEqual([
        'createdSubmitted',
        'confirmed',
        'shipped',
        'received',
        'completed',
      ]);
      // The receipt is a purchase of the goods: one transaction per line, at the line's cost.
      const bought = await t.database.db
        .select()
        .from(scmTransactions)
        .where(
          and(eq(scmTransactions.partnerId, a.partnerId), eq(scmTransactions.purchaseOrderId, order.id)),
        );
      expect(bought).toEqual([
        expect.objectContaining({
          kind: TransactionKind.purchase,
          quantity: '5.000',
          costAmount: right.data.itemsAmount,
          saleAmount: null,
          margin: null,
        }),
      ]);
      const reused = await post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code }, 'en');
      expect(reused.msg).toMatch(/used already/);
      const badFormat = await post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code: '12ab' });
      expect(badFormat.code).toBe('1111');
    });

    it('a received order whose documents are required stays received', async () => {
      const order = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '1', true, { invoiceRequired: true });
      const deliveryId = await shipped(a, order);
      const detail = await ok(
        post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code: await latestCode() }),
      );
      expect(detail).toMatchObject({
        state: PurchaseState.received,
        invoiceState: DocumentState.awaitingUpload,
      });
    });

    it('locks after the last wrong entry; then the right code is refused; a reissued code works', async () => {
      const order = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '1', true);
      const deliveryId = await shipped(a, order);
      const code = await latestCode();
      for (let i = 1; i < SIGN_CODE_MAX_ATTEMPTS; i += 1) {
        const wrong = await post(a, '/api/trade/purchase/delivery/receive', {
          deliveryId,
          code: wrongOf(code),
        });
        expect(wrong.msg).toBe(`签收码错误，还可尝试 ${SIGN_CODE_MAX_ATTEMPTS - i} 次`);
      }
      const last = await post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code: wrongOf(code) });
      expect(last.msg).toBe(`签收码连续错误 ${SIGN_CODE_MAX_ATTEMPTS} 次，已锁定，请联系运营重新发送签收码`);
      const right = await post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code });
      expect(right.msg).toMatch(/已锁定/);
      expect(await detailOf(a, order.id)).toMatchObject({ state: PurchaseState.shipped });
      const counts = await ok(get(a, '/api/trade/purchase/delivery/state/counts'));
      expect(counts[String(SignCodeState.locked)]).toBeGreaterThanOrEqual(1);

      await ops('reissue', await partnerNoOf(a), order.purchaseNo);
      const fresh = await latestCode();
      const detail = await detailOf(a, order.id);
      expect(detail.deliveries.map((d: { codeState: number }) => d.codeState)).toEqual([
        SignCodeState.replaced,
        SignCodeState.awaiting,
      ]);
      const replaced = await post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code });
      expect(replaced.msg).toMatch(/已作废/);
      const received = await ok(
        post(a, '/api/trade/purchase/delivery/receive', { deliveryId: detail.deliveries[1].id, code: fresh }),
      );
      expect(received.state).toBe(PurchaseState.completed);
    });

    it('counts wrong entries made at once, each of them', async () => {
      const order = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '1', true);
      const deliveryId = await shipped(a, order);
      const code = await latestCode();
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          post(a, '/api/trade/purchase/delivery/receive', { deliveryId, code: wrongOf(code) }),
        ),
      );
      expect(answers.map((answer) => answer.code)).toEqual(['1111', '1111', '1111']);
      const [delivery] = await db()
        .select()
        .from(purchaseDeliveries)
        .where(eq(purchaseDeliveries.id, deliveryId));
      expect(delivery.failedAttempts).toBe(3);
    });
  });

  describe('lists, counts, to-dos, export and simulator', () => {
    it('lists with state tabs and filters; counts are the kept ones', async () => {
      const counts = await ok(get(a, '/api/trade/purchase/state/counts'));
      const rows = await db().select().from(purchaseOrders).where(eq(purchaseOrders.partnerId, a.partnerId));
      for (const state of Object.values(PurchaseState)) {
        expect(counts[String(state)]).toBe(rows.filter((row) => row.state === state).length);
      }
      const cancelled = await post(a, '/api/trade/purchase/page', { state: 7, current: 1, size: 10 });
      expect(cancelled.total).toBe(counts['7']);
      const bySupplier = await post(a, '/api/trade/purchase/page', {
        supplierId: shop.s1.id,
        current: 1,
        size: 10,
      });
      expect(bySupplier.data.every((row: { supplierId: number }) => row.supplierId === shop.s1.id)).toBe(
        true,
      );
      const byNo = await post(a, '/api/trade/purchase/page', {
        purchaseNo: rows[0].purchaseNo,
        current: 1,
        size: 10,
      });
      expect(byNo.total).toBe(1);
      const today = new Date().toISOString().slice(0, 10);
      const badRange = await post(a, '/api/trade/purchase/page', {
        dateFrom: today,
        dateTo: '2020-01-01',
        current: 1,
        size: 10,
      });
      expect(badRange.code).toBe('1111');
      const stats = await ok(get(a, '/api/trade/purchase/todo/stats'));
      expect(stats.submittedCount).toBe(counts['2']);
      expect(stats.shippedCount).toBe(counts['4']);
      const signCodes = await post(a, '/api/trade/purchase/delivery/page', {
        codeState: 2,
        current: 1,
        size: 10,
      });
      expect(signCodes.data.every((row: { codeState: number }) => row.codeState === 2)).toBe(true);
    });

    it('exports the purchase orders and the deliveries', async () => {
      const orders = await exportAs(t.app, a, '/api/trade/purchase/export', { state: 6 }, 'en');
      expect(orders.header).toContain('Purchase no.');
      expect(orders.rows.length).toBeGreaterThanOrEqual(1);
      const deliveries = await exportAs(t.app, a, '/api/trade/purchase/delivery/export', {});
      expect(deliveries.header).toContain('签收码状态');
    });

    it('the simulator ships confirmed and confirms submitted orders', async () => {
      const order = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '1', true);
      const first = await simulatePurchases(db(), { count: 100, partnerId: a.partnerId });
      expect(first.confirmed).toBeGreaterThanOrEqual(1);
      expect((await detailOf(a, order.id)).state).toBe(PurchaseState.confirmed);
      await simulatePurchases(db(), { count: 100, partnerId: a.partnerId });
      expect((await detailOf(a, order.id)).state).toBe(PurchaseState.shipped);
      const list = await ops('list', await partnerNoOf(a));
      expect(list).toContain(order.purchaseNo);
      expect(await ops('show', await partnerNoOf(a), order.purchaseNo)).toContain('delivery');
    });
  });

  describe('another partner and authorities', () => {
    it("gets nothing of the other partner's carts, orders and deliveries", async () => {
      const order = await orderOf(a, shop.g2.skus[0].id, shop.s2.id, '1', true);
      const deliveryId = await shipped(a, order);
      const code = await latestCode();
      await ok(post(a, '/api/goods/cart/add', { lines: [{ scmSkuId: shop.g1.skus[0].id, quantity: '1' }] }));
      const cartLine = (await ok(get(a, '/api/goods/cart/detail'))).groups[0].lines[0].id;

      expect((await ok(get(b, '/api/goods/cart/detail'))).lineCount).toBe(0);
      expect((await post(b, '/api/goods/cart/offer/page', { current: 1, size: 10 })).total).toBe(0);
      const foreignAdd = await post(b, '/api/goods/cart/add', {
        lines: [{ scmSkuId: shop.g1.skus[0].id, quantity: '1' }],
      });
      expect(foreignAdd.code).toBe('1111');
      expect((await post(b, '/api/goods/cart/quantity', { id: cartLine, quantity: '9' })).code).toBe('1111');
      await ok(post(b, '/api/goods/cart/remove', { ids: [cartLine] }));
      expect((await ok(get(a, '/api/goods/cart/detail'))).lineCount).toBe(1);
      const foreignCheckout = await checkout(b, [shop.s1.id], true);
      expect(foreignCheckout.code).toBe('1111');

      const missing = await get(b, `/api/trade/purchase/detail?id=${order.id}`);
      expect(missing).toMatchObject({ code: '1111', msg: '采购单不存在' });
      expect((await post(b, '/api/trade/purchase/cancel', { id: order.id, reason: 'x' })).msg).toBe(
        '采购单不存在',
      );
      expect((await post(b, '/api/trade/purchase/submit', { id: order.id })).msg).toBe('采购单不存在');
      const foreignReceive = await post(b, '/api/trade/purchase/delivery/receive', { deliveryId, code });
      expect(foreignReceive).toMatchObject({ code: '1111', msg: '发货记录不存在' });
      expect((await post(b, '/api/trade/purchase/page', { current: 1, size: 10 })).total).toBe(0);
      expect((await post(b, '/api/trade/purchase/delivery/page', { current: 1, size: 10 })).total).toBe(0);
      expect(await ok(get(b, '/api/trade/purchase/todo/stats'))).toEqual({
        draftCount: 0,
        submittedCount: 0,
        shippedCount: 0,
        contractWaitUploadCount: 0,
        invoiceWaitUploadCount: 0,
      });
      await expect(confirmPurchase(db(), b.partnerId, order.id)).rejects.toThrow('purchase.notFound');
      expect((await detailOf(a, order.id)).deliveries[0].failedAttempts).toBe(0);
      await ok(post(a, '/api/goods/cart/clear'));
    });

    it('a sub-account without scm:purchase gets 0002', async () => {
      const clerk = await createAccount(db(), a.partnerId, { authorities: ['scm:goods:view'] });
      const token = await sessionTokenFor(db(), a.partnerId, clerk.id);
      const actor = { ...a, accountId: clerk.id, token };
      expect((await get(actor, '/api/goods/cart/detail')).code).toBe('0002');
      expect((await post(actor, '/api/trade/purchase/page', { current: 1, size: 10 })).code).toBe('0002');
      expect((await post(actor, '/api/goods/cart/checkout', {})).code).toBe('0002');
      const signer = await createAccount(db(), a.partnerId, { authorities: ['purchase:signcode:view'] });
      const signerActor = { ...a, token: await sessionTokenFor(db(), a.partnerId, signer.id) };
      expect(
        (await post(signerActor, '/api/trade/purchase/delivery/page', { current: 1, size: 10 })).code,
      ).toBe('0000');
      expect((await get(signerActor, '/api/goods/cart/detail')).code).toBe('0002');
    });
  });
});
