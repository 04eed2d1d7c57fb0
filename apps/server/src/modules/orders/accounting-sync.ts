import {
  type AccountingSettings,
  type AccountingSettingsInput,
  OrderState,
  type SyncPageQuery,
  type SyncRow,
  SyncState,
} from '@portal/shared/contracts/orders';
import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prefixPattern } from '../../db/like';
import { pageWithTotal, totalOver } from '../../db/paging';
import type { Locale } from '../../platform/i18n/locale';
import { translate } from '../../platform/i18n/translate';
import { enqueueJob, type JobHandler } from '../../platform/jobs/job-queue';
import type { ModuleJob } from '../../platform/module';
import {
  checkOutboundUrl,
  isOutboundRefusal,
  type OutboundPolicy,
  outboundPolicyOf,
  postOutbound,
} from '../../platform/outbound/outbound';
import { channelNameSql } from '../catalog/channels/channel.service';
import { writeOrderEvent } from './order-changes';
import { accountingSettings, orderItems, orders } from './orders.table';

export const ACCOUNTING_SYNC_JOB = 'orders.accounting-sync';
const MAX_ATTEMPTS = 5;

type SyncPayload = { orderId: number };

// ---- the connection (/order/accounting_system) ----

export const accountingSettingsOf = async (db: DbOrTx, partnerId: number): Promise<AccountingSettings> => {
  const [row] = await db.select().from(accountingSettings).where(eq(accountingSettings.partnerId, partnerId));
  return row
    ? {
        system: row.system as AccountingSettings['system'],
        url: row.url,
        tokenSet: row.token !== null,
        enabled: row.enabled,
        updatedTime: row.updatedTime.toISOString(),
      }
    : { system: 'webhook', url: '', tokenSet: false, enabled: false, updatedTime: null };
};

/**
 * Saves the connection; a token left out keeps the stored one, an empty one removes it. The address
 * must be one the server may call (platform/outbound), checked again at every push.
 */
export const saveAccountingSettings = async (
  db: DbOrTx,
  actor: { partnerId: number; accountId: number },
  input: AccountingSettingsInput,
  outbound: OutboundPolicy,
): Promise<AccountingSettings> => {
  await checkOutboundUrl(outbound, input.url);
  const token = input.token === undefined || input.token === null ? undefined : input.token || null;
  const values = {
    system: input.system,
    url: input.url,
    enabled: input.enabled,
    updatedBy: actor.accountId,
    updatedTime: new Date(),
    ...(token === undefined ? {} : { token }),
  };
  await db
    .insert(accountingSettings)
    .values({ partnerId: actor.partnerId, token: token ?? null, ...values })
    .onConflictDoUpdate({ target: accountingSettings.partnerId, set: values });
  return accountingSettingsOf(db, actor.partnerId);
};

// ---- queueing ----

/**
 * A completed order goes to the partner's accounting system when a connection is enabled; the job
 * is added in the completion's transaction.
 */
export const queueSyncOnCompletion = async (tx: DbOrTx, order: { partnerId: number; id: number }) => {
  const [settings] = await tx
    .select({ enabled: accountingSettings.enabled })
    .from(accountingSettings)
    .where(eq(accountingSettings.partnerId, order.partnerId));
  if (settings?.enabled) {
    await enqueueJob(tx, ACCOUNTING_SYNC_JOB, { orderId: order.id }, { partnerId: order.partnerId });
  }
};

/** The partner sends completed orders not synced yet (again): answers how many were queued. */
export const retrySync = (db: DbOrTx, partnerId: number, ids: readonly number[]) =>
  db.transaction(async (tx) => {
    const due = await tx
      .update(orders)
      .set({ syncState: SyncState.notSynced, syncMessage: null, syncAttempts: 0 })
      .where(
        and(
          eq(orders.partnerId, partnerId),
          inArray(orders.id, [...ids]),
          eq(orders.state, OrderState.completed),
          ne(orders.syncState, SyncState.synced),
        ),
      )
      .returning({ id: orders.id });
    for (const { id } of due) await enqueueJob(tx, ACCOUNTING_SYNC_JOB, { orderId: id }, { partnerId });
    return due.length;
  });

// ---- the push ----

/** The message an accounting system receives for one completed order (amounts as exact strings). */
const messageOf = async (db: DbOrTx, partnerId: number, orderId: number) => {
  const [row] = await db
    .select({ order: orders, channelName: channelNameSql(orders.channelId) })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, orderId)));
  if (!row) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, partnerId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.sort));
  const { order } = row;
  return {
    order,
    body: {
      orderNo: order.orderNo,
      channel: row.channelName,
      customer: order.customerName,
      orderTime: order.orderTime.toISOString(),
      completedTime: order.completedTime?.toISOString() ?? null,
      itemsAmount: order.itemsAmount,
      freight: order.freight,
      totalAmount: order.totalAmount,
      items: items.map((item) => ({
        goodsName: item.goodsName,
        spec: item.spec,
        unit: item.unit,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        amount: item.amount,
      })),
    },
  };
};

const recordAttempt = (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
  changes: Partial<typeof orders.$inferInsert>,
) =>
  db
    .update(orders)
    .set({ ...changes, syncAttempts: sql`${orders.syncAttempts} + 1` })
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, orderId)));

const markFailed = (db: DbOrTx, partnerId: number, orderId: number, messageKey: string) =>
  db
    .update(orders)
    .set({ syncState: SyncState.failed, syncMessage: messageKey })
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, orderId)));

/**
 * Posts one order to the partner's accounting system; a failure is thrown for the job to retry. An
 * address the outbound policy refuses is never connected to, and fails the sync at once.
 */
const pushOrder = async (db: DbOrTx, outbound: OutboundPolicy, partnerId: number, orderId: number) => {
  const [settings] = await db
    .select()
    .from(accountingSettings)
    .where(eq(accountingSettings.partnerId, partnerId));
  const message = await messageOf(db, partnerId, orderId);
  if (
    !message ||
    message.order.state !== OrderState.completed ||
    message.order.syncState === SyncState.synced
  )
    return;
  if (!settings?.enabled) {
    await markFailed(db, partnerId, orderId, 'order.syncDisabled');
    return;
  }
  let failure: string | null = null;
  try {
    const answer = await postOutbound(
      outbound,
      settings.url,
      message.body,
      settings.token ? { authorization: `Bearer ${settings.token}` } : {},
    );
    if (answer.status < 200 || answer.status > 299) failure = `HTTP ${answer.status}`;
  } catch (error) {
    if (isOutboundRefusal(error)) {
      await recordAttempt(db, partnerId, orderId, { syncState: SyncState.failed, syncMessage: error.key });
      return;
    }
    // A message key (the host did not resolve) is translated when shown, like the refusal.
    failure = error instanceof Error ? error.message : String(error);
  }
  if (failure) {
    await recordAttempt(db, partnerId, orderId, { syncMessage: failure.slice(0, 200) });
    throw new Error(`accounting sync of order ${orderId} failed: ${failure}`);
  }
  await db.transaction(async (tx) => {
    await recordAttempt(tx, partnerId, orderId, {
      syncState: SyncState.synced,
      syncMessage: null,
      syncedTime: new Date(),
    });
    await writeOrderEvent(tx, { partnerId, id: orderId }, { action: 'synced', accountId: null });
  });
};

/** The job that pushes one order to the partner's accounting system (listed in orders.module.ts). */
export const accountingSyncJob: ModuleJob = {
  kind: ACCOUNTING_SYNC_JOB,
  handler: {
    maxAttempts: MAX_ATTEMPTS,
    run: async (job, { db, config }) => {
      if (job.partnerId === null) return;
      await pushOrder(db, outboundPolicyOf(config), job.partnerId, job.payload.orderId);
    },
    onGiveUp: async (job, _error, { db }) => {
      if (job.partnerId === null) return;
      await db
        .update(orders)
        .set({ syncState: SyncState.failed })
        .where(and(eq(orders.partnerId, job.partnerId), eq(orders.id, job.payload.orderId)));
    },
  } satisfies JobHandler<SyncPayload> as JobHandler<never>,
};

// ---- the screen ----

/** A sync message is a message key (refusals) or the accounting system's own text (`HTTP 503`). */
export const syncMessageIn = (locale: Locale, message: string | null): string | null =>
  message === null ? null : translate(locale, message);

/** Completed orders with their sync state, newest completion first; messages in `locale`. */
export const listSyncOrders = async (
  db: DbOrTx,
  partnerId: number,
  query: SyncPageQuery,
  locale: Locale,
): Promise<{ rows: SyncRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const where = and(
    eq(orders.partnerId, partnerId),
    eq(orders.state, OrderState.completed),
    query.syncState === undefined || query.syncState === null
      ? undefined
      : eq(orders.syncState, query.syncState),
    query.orderNo ? ilike(orders.orderNo, prefixPattern(query.orderNo)) : undefined,
  );
  const order = query.sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({ order: orders, total: totalOver() })
    .from(orders)
    .where(where)
    .orderBy(order(orders.completedTime), order(orders.id))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
    return total;
  });
  return {
    total: page.total,
    rows: page.rows.map(({ order: o }) => ({
      id: o.id,
      orderNo: o.orderNo,
      customerName: o.customerName,
      totalAmount: o.totalAmount,
      completedTime: o.completedTime?.toISOString() ?? null,
      syncState: o.syncState as SyncState,
      syncMessage: syncMessageIn(locale, o.syncMessage),
      syncAttempts: o.syncAttempts,
      syncedTime: o.syncedTime?.toISOString() ?? null,
    })),
  };
};
