import { OrderState } from '@portal/shared/order-states';
import { PurchaseState, TransactionKind } from '@portal/shared/scm-states';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { accounts } from '../../auth/auth.table';
import { orderItems, orders } from '../../orders/orders.table';
import { purchaseOrders } from '../purchase/purchase.table';
import { givenScmGoods, givenSupplier } from '../scm.fixtures';
import { transactionsOfPartner } from './scm-transactions.fixtures';
import { seedTransactions } from './transactions.seed';

describe('transactions demo seed', () => {
  let t: TestApp;
  let partnerA: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    await seedDemo(db, { storage: t.app.storage, timeZone: t.config.timeZone });
    // What the suppliers and SCM goods seeds will have made: suppliers offering the catalog SKUs
    // the demo orders sold, cheaper than they were sold.
    const admins = await db
      .select({ id: accounts.id, partnerId: accounts.partnerId, username: accounts.username })
      .from(accounts)
      .where(inArray(accounts.username, ['demo', 'demo-b']));
    const adminOf = (name: string) =>
      admins.find((admin) => admin.username === name) as (typeof admins)[number];
    partnerA = adminOf('demo').partnerId;
    const sold = await db
      .selectDistinct({ skuId: orderItems.skuId })
      .from(orderItems)
      .where(and(eq(orderItems.partnerId, partnerA), isNotNull(orderItems.skuId)));
    const supplier = await givenSupplier(db, partnerA);
    const other = await givenSupplier(db, partnerA);
    for (const [index, { skuId }] of sold.entries()) {
      await givenScmGoods(db, partnerA, index % 3 === 0 ? other.id : supplier.id, {
        skus: [{ costPrice: '1.00', skuId }],
      });
    }
    const partner = (name: string) => ({
      id: adminOf(name).partnerId,
      partnerNo: '',
      name,
      adminId: adminOf(name).id,
    });
    await db.transaction((tx) =>
      seedTransactions(tx, {
        partners: { a: { ...partner('demo'), staffId: 0, staffRoleId: 0 }, b: partner('demo-b') },
        storage: t.app.storage,
        timeZone: t.config.timeZone,
      }),
    );
  }, 120_000);
  afterAll(() => t.close());

  it('buys a few open channel orders back to back (one received) and records sales and purchases', async () => {
    const { db } = t.database;
    const bought = await db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.partnerId, partnerA), isNotNull(purchaseOrders.salesOrderId)));
    // Three (or, once the module's own seed ran it, three more).
    expect(bought.length % 3).toBe(0);
    expect(bought.length).toBeGreaterThan(0);
    expect(bought.filter((p) => p.state === PurchaseState.received).length).toBe(bought.length / 3);
    const rows = await transactionsOfPartner(db, partnerA);
    expect(rows.some((row) => row.kind === TransactionKind.purchase && row.margin !== null)).toBe(true);
    const sales = rows.filter((row) => row.kind === TransactionKind.sale);
    const completed = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.partnerId, partnerA), eq(orders.state, OrderState.completed)));
    expect(sales.length).toBeGreaterThan(0);
    expect(new Set(sales.map((row) => row.salesOrderId)).size).toBe(completed.length);
  });
});
