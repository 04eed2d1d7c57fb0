import { SCM_AUTHORIZATION_WARN_DAYS, ScmAuthorizationState } from '@portal/shared/contracts/scm-goods';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { qualified } from './scm-sql';
import type { DbOrTx } from '../../../db/client';
import type { DailyTask } from '../../../platform/jobs/daily-tasks';
import { addDays, daysBetween } from '../../../platform/local-time';
import { sendNotice } from '../../partner/notice.service';
import { supplierNameSql } from './scm-goods.service';
import { scmAuthorizations, scmGoods } from './scm-goods.table';

const a = scmAuthorizations;

/** A warning to send: letters in `from` states matching `where` move to `to` with a notice each. */
type Threshold = {
  from: readonly ScmAuthorizationState[];
  to: ScmAuthorizationState;
  key: string;
  where: (today: string) => ReturnType<typeof and>;
};

const THRESHOLDS: readonly Threshold[] = [
  {
    from: [ScmAuthorizationState.unwarned],
    to: ScmAuthorizationState.warnedExpiring,
    key: 'scmAuthorization.notice.expiring',
    where: (today) => and(gte(a.validTo, today), lte(a.validTo, addDays(today, SCM_AUTHORIZATION_WARN_DAYS))),
  },
  {
    from: [ScmAuthorizationState.unwarned, ScmAuthorizationState.warnedExpiring],
    to: ScmAuthorizationState.warnedExpired,
    key: 'scmAuthorization.notice.expired',
    where: (today) => lt(a.validTo, today),
  },
];

const BATCH = 200;

/**
 * The daily warning of suppliers' authorization letters (as brand authorizations are told): a
 * notice to the partner when a letter comes within 30 days of its end, and when it has ended. The
 * letter's state records the warning sent (a guarded move), so each is sent once per letter and
 * threshold, however often the task runs; renewing a letter starts over. Returns the notices sent.
 */
export const warnScmAuthorizations = async (db: DbOrTx, today: string): Promise<number> => {
  let sent = 0;
  for (const threshold of THRESHOLDS) {
    for (;;) {
      const due = await db
        .select({
          letter: a,
          supplierName: supplierNameSql(a.partnerId, a.supplierId),
          goodsName: sql<string | null>`(select ${qualified(scmGoods.name)} from ${scmGoods}
            where ${qualified(scmGoods.partnerId)} = ${qualified(a.partnerId)} and ${qualified(scmGoods.id)} = ${qualified(a.scmGoodsId)})`,
        })
        .from(a)
        .where(and(inArray(a.state, [...threshold.from]), threshold.where(today)))
        .orderBy(asc(a.id))
        .limit(BATCH);
      if (due.length === 0) break;
      for (const { letter, supplierName, goodsName } of due) {
        await db.transaction(async (tx) => {
          const [moved] = await tx
            .update(a)
            .set({ state: threshold.to })
            .where(and(eq(a.partnerId, letter.partnerId), eq(a.id, letter.id), eq(a.state, letter.state)))
            .returning({ id: a.id });
          if (!moved) return;
          await sendNotice(tx, {
            partnerId: letter.partnerId,
            message: {
              key: threshold.key,
              params: {
                supplier: supplierName,
                goods: goodsName ?? supplierName,
                letterNo: letter.letterNo ?? '-',
                validTo: letter.validTo,
                days: String(daysBetween(today, letter.validTo)),
              },
            },
          });
          sent += 1;
        });
      }
    }
  }
  return sent;
};

/** Warns of suppliers' authorization letters ending soon or ended (00:20 local time). */
export const SCM_AUTHORIZATION_WARNINGS_TASK = 'scm.authorization-warnings';
export const scmAuthorizationWarningsTask: DailyTask = {
  name: SCM_AUTHORIZATION_WARNINGS_TASK,
  at: { hour: 0, minute: 20 },
  run: async (context, today) => {
    const sent = await warnScmAuthorizations(context.db, today);
    if (sent > 0) context.log.info({ count: sent }, 'scm authorization warnings sent');
  },
};
