import { OrderState } from '@portal/shared/contracts/orders';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { demoLetterPdf } from '../../../platform/seed/demo-letter';
import type { SeedContext } from '../../../platform/seed/seed-context';
import { shelfOffers } from '../../catalog/listings/listing.service';
import { storeGeneratedFile } from '../../communal/files.service';
import { documentInReviewOf } from '../../orders/document-kernel';
import {
  approveDocument,
  cancelByBuyer,
  confirmOrder,
  refuseOrder,
  shipOrder,
  uploadDocument,
} from '../../orders/order-actions.service';
import type { OrderRecord } from '../../orders/order-changes';
import { insertOrders, type NewOrder } from '../../orders/order-intake.service';
import { orderWithLines } from '../../orders/order-lines';
import { rebuildRollups } from '../../orders/order-rollups';
import { CUSTOMERS, seededRandom, simulatedOrder } from '../../orders/order-simulator';
import { spreadTimelines } from '../../orders/orders.seed';
import { addCustomer, assignCustomers, customerNamed } from './customer.service';
import { attributeToSellers } from './customer-attribution';
import { createSeller, markSellerLeft } from './seller.service';
import { customerAssignments } from './sellers.table';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What becomes of a demo order credited to a seller. */
type Fate = 'new' | 'confirmed' | 'shipped' | 'received' | 'completed' | 'refused' | 'cancelled';

/** Mostly completed (the sales), some on their way, a few refused or cancelled: a cycle of 9. */
const FATE_CYCLE: readonly Fate[] = [
  'completed',
  'completed',
  'shipped',
  'completed',
  'confirmed',
  'completed',
  'received',
  'refused',
  'completed',
];

/**
 * Partner A's four sellers (one signs in as the demo sub-account, one has left) and its customers,
 * most assigned; then new orders of those customers over the last year (most in the last six weeks), through the real intake
 * (credited to the customer's seller at that moment) and transitions, with a re-assignment between
 * the older and the newer ones, so the lists, the reports by seller and the targets have data.
 */
export const seedSellersData = async (
  db: DbOrTx,
  { partners, storage, timeZone }: SeedContext,
): Promise<void> => {
  const { a } = partners;
  const actor = { partnerId: a.id, accountId: a.adminId };

  const wang = await createSeller(db, actor, {
    name: '王建国',
    phone: '13905170001',
    email: 'wangjianguo@example.com',
    accountId: a.staffId,
    remark: '华东区政府采购',
  });
  const li = await createSeller(db, actor, {
    name: '李晓梅',
    phone: '13905170002',
    email: 'lixiaomei@example.com',
    accountId: null,
    remark: '医疗与教育行业',
  });
  const zhang = await createSeller(db, actor, {
    name: '张伟',
    phone: '13905170003',
    email: null,
    accountId: null,
    remark: null,
  });
  const chen = await createSeller(db, actor, {
    name: '陈静',
    phone: '13905170004',
    email: null,
    accountId: null,
    remark: '2026 年 11 月离职',
  });
  const team = [wang.id, li.id, zhang.id, chen.id];

  // The customers orders name (the orders seed recorded those its orders named), and two added by hand.
  await attributeToSellers(db, a.id, CUSTOMERS);
  await addCustomer(db, actor, {
    name: '南京市建邺区卫生健康委员会',
    contactName: '孙主任',
    contactPhone: '025-86660000',
    regionCodes: ['320000', '320100', '320105'],
    address: '江东中路269号',
    remark: '年度框架协议洽谈中',
    sellerId: li.id,
  });
  await addCustomer(db, actor, {
    name: '江苏省南京市第十三中学',
    contactName: '周老师',
    contactPhone: '13851000013',
    regionCodes: null,
    address: null,
    remark: null,
    sellerId: null,
  });
  // The first 13 in turn to the four sellers; the last three stay unassigned.
  const idOf = async (name: string) => (await customerNamed(db, a.id, name)).id;
  for (const [i, name] of CUSTOMERS.slice(0, 13).entries()) {
    await assignCustomers(db, actor, { customerIds: [await idOf(name)], sellerId: team[i % team.length] });
  }

  const offers = await shelfOffers(db, a.id);
  if (offers.length === 0) return;
  const random = seededRandom(20261127);
  const now = Date.now();
  const files = {
    sign: await storeGeneratedFile(db, storage, actor, {
      name: 'sign-off.pdf',
      kind: 'pdf',
      mime: 'application/pdf',
      bytes: demoLetterPdf(['Signed receipt', 'Signed and stamped']),
    }),
    invoice: await storeGeneratedFile(db, storage, actor, {
      name: 'invoice.pdf',
      kind: 'pdf',
      mime: 'application/pdf',
      bytes: demoLetterPdf(['VAT invoice', 'Issued']),
    }),
  };

  /** Orders of the customers at these days ago (one each), placed through the intake and moved on. */
  const place = async (
    daysAgo: readonly number[],
    first: number,
    fateOf: (i: number) => Fate = (i) =>
      daysAgo[i] === 0 ? 'new' : FATE_CYCLE[(first + i) % FATE_CYCLE.length],
  ) => {
    const planned: NewOrder[] = daysAgo.map((days, i) => {
      const at = new Date(Math.min(now - HOUR, now - days * DAY - Math.floor(random() * 10) * HOUR));
      const order = simulatedOrder(random, offers, at, String(800000 + first + i));
      return {
        ...order,
        customerName: CUSTOMERS[(first + i) % CUSTOMERS.length],
        state: OrderState.awaitingConfirmation,
        confirmDeadline: order.confirmDeadline ?? new Date(at.getTime() + DAY),
      };
    });
    const created = await insertOrders(db, planned);
    for (const [i, order] of created.entries()) {
      const fate = fateOf(i);
      await moveOn(order, fate);
    }
  };

  const moveOn = async (order: OrderRecord, fate: Fate) => {
    if (fate === 'new') return;
    if (fate === 'refused') {
      await refuseOrder(db, actor, order.id, '该型号暂时缺货，无法按期供货');
      return;
    }
    if (fate === 'cancelled') {
      await cancelByBuyer(db, { partnerId: a.id, accountId: null }, order.id, '采购计划调整');
      return;
    }
    await confirmOrder(db, actor, order.id);
    if (fate === 'confirmed') return;
    const { lines } = await orderWithLines(db, a.id, order.id);
    await shipOrder(db, actor, {
      orderId: order.id,
      expressCode: 'SF',
      trackingNo: `SF${String(1500000000 + order.id)}`,
      items: lines.map((line) => ({ itemId: line.id, quantity: line.quantity })),
    });
    if (fate === 'shipped') return;
    await uploadDocument(db, actor, {
      orderId: order.id,
      kind: 'sign',
      fileIds: [files.sign],
      invoice: null,
    });
    await approveDocument(db, (await documentInReviewOf(db, 'order', a.id, order.id, 'sign')) as number);
    if (fate === 'received') return;
    if (order.contractRequired) {
      await uploadDocument(db, actor, {
        orderId: order.id,
        kind: 'contract',
        fileIds: [files.sign],
        invoice: null,
      });
      await approveDocument(
        db,
        (await documentInReviewOf(db, 'order', a.id, order.id, 'contract')) as number,
      );
    }
    await uploadDocument(db, actor, {
      orderId: order.id,
      kind: 'invoice',
      fileIds: [files.invoice],
      invoice: {
        invoiceType: 'normal',
        invoiceNo: String(40000000 + order.id),
        invoiceCode: '032002300111',
        invoiceDate: new Date(now).toISOString().slice(0, 10),
        amount: order.totalAmount,
        taxAmount: (Number(order.totalAmount) * 0.115).toFixed(2),
      },
    });
    await approveDocument(db, (await documentInReviewOf(db, 'order', a.id, order.id, 'invoice')) as number);
  };

  // A year of history before that (13 months to 7 weeks ago), long since completed but for a few
  // refused or cancelled: the statistics' previous periods and the year report have a base.
  await place(
    Array.from({ length: 64 }, (_, i) => 400 - Math.floor(i * 5.5)),
    100,
    (i) => (i % 11 === 5 ? 'refused' : i % 13 === 7 ? 'cancelled' : 'completed'),
  );
  // Six to three weeks ago: credited to the sellers the customers had then.
  await place(
    Array.from({ length: 26 }, (_, i) => 42 - Math.floor(i * 0.8)),
    0,
  );
  const reassigned = await markTime();
  // 陈静 leaves: her customers go to 张伟 (her past orders stay hers); one customer moves from 王建国 to 李晓梅.
  const chens = await Promise.all(
    CUSTOMERS.slice(0, 13)
      .filter((_, i) => i % team.length === 3)
      .map(idOf),
  );
  await assignCustomers(db, actor, { customerIds: chens, sellerId: zhang.id });
  await markSellerLeft(db, actor, chen.id);
  await assignCustomers(db, actor, { customerIds: [await idOf(CUSTOMERS[0])], sellerId: li.id });
  const afterReassigned = await markTime();
  // The last three weeks, the newest not yet confirmed; a cancelled one.
  await place(
    Array.from({ length: 30 }, (_, i) => Math.max(0, 20 - Math.floor(i * 0.75))),
    26,
  );
  const [cancelled] = await insertOrders(db, [
    {
      ...simulatedOrder(random, offers, new Date(now - 3 * DAY), '800099'),
      customerName: CUSTOMERS[1],
      state: OrderState.awaitingConfirmation,
      confirmDeadline: new Date(now + DAY),
    },
  ]);
  await moveOn(cancelled, 'cancelled');

  // The orders were moved on just now: their steps are spread over the hours after they were placed
  // (as the orders seed does), and the rollups counted again from the orders' own times.
  await spreadTimelines(db, a.id);
  await rebuildRollups(db, [a.id], timeZone);
  // The assignments were made just now too: the first ones dated before the year's history, the re-assignments
  // three weeks back, between the orders they divide (the history and "assigned" read true).
  await backdateAssignments(db, a.id, [
    { before: reassigned, at: new Date(now - 401 * DAY) },
    { before: afterReassigned, at: new Date(now - 21 * DAY - 12 * HOUR) },
  ]);
};

/** A point in time strictly between what was done before and what is done after (times in ms). */
const markTime = async (): Promise<Date> => {
  await new Promise((resolve) => setTimeout(resolve, 2));
  const at = new Date();
  await new Promise((resolve) => setTimeout(resolve, 2));
  return at;
};

/** Moves the partner's assignments made before each `before` (in order) to its `at`, and the customers' assigned time with them. */
const backdateAssignments = async (
  db: DbOrTx,
  partnerId: number,
  steps: ReadonlyArray<{ before: Date; at: Date }>,
) => {
  let after = new Date(0);
  for (const { before, at } of steps) {
    await db
      .update(customerAssignments)
      .set({ createdTime: at })
      .where(
        and(
          eq(customerAssignments.partnerId, partnerId),
          gte(customerAssignments.createdTime, after),
          lt(customerAssignments.createdTime, before),
        ),
      );
    after = before;
  }
  await db.execute(sql`
    update customers c set assigned_time = (select max(a.created_time) from customer_assignments a
      where a.partner_id = c.partner_id and a.customer_id = c.id and a.to_seller_id = c.seller_id)
    where c.partner_id = ${partnerId} and c.seller_id is not null`);
};
