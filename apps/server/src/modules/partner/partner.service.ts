import { randomInt } from 'node:crypto';
import { PartnerState } from '@portal/shared/constants';
import {
  type DetailChangeRequest,
  type DetailChangeRequestInput,
  type PartnerDetail,
  type PartnerDetailInput,
  type PartnerSettings,
  PartnerSettingsSchema,
} from '@portal/shared/contracts/partner-profile';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { auditLog } from '../../platform/audit.table';
import { forgetCachedSessions, revokePartnerSessions } from '../auth/sessions.service';
import { fail, notFound } from '../../platform/errors';
import { sendNotice } from './notice.service';
import type { NoticeMessage } from './notice.table';
import { partners } from './partner.table';

/** Who acts on a partner's own data: the signed-in account (ids from the session). */
export type PartnerActor = { partnerId: number; accountId: number };

export type PartnerSummary = {
  id: number;
  partnerNo: string;
  name: string;
  state: number;
  stateReason: string | null;
  createdAt: Date;
};

const summaryColumns = {
  id: partners.id,
  partnerNo: partners.partnerNo,
  name: partners.name,
  state: partners.state,
  stateReason: partners.stateReason,
  createdAt: partners.createdAt,
};

// ---- registration --------------------------------------------------------------------------------

/** 'GYS' + 6 random digits, unused so far (the unique index settles a race). */
const newPartnerNo = async (db: DbOrTx): Promise<string> => {
  for (;;) {
    const candidate = `GYS${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const [taken] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.partnerNo, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
};

/** A newly registered partner: state 4 (details to complete). Call inside the registration transaction. */
export const createPartner = async (
  db: DbOrTx,
  input: { name: string; contactName: string; mobile: string; partnerNo?: string; state?: PartnerState },
): Promise<PartnerSummary> => {
  const [row] = await db
    .insert(partners)
    .values({
      partnerNo: input.partnerNo ?? (await newPartnerNo(db)),
      name: input.name,
      contactName: input.contactName,
      mobile: input.mobile,
      state: input.state ?? PartnerState.detailsToComplete,
    })
    .returning(summaryColumns);
  return row;
};

export const isPartnerNameTaken = async (db: DbOrTx, name: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.name, name.trim()))
    .limit(1);
  return row !== undefined;
};

/** Is there a partner with this id (in any state)? */
export const partnerExists = async (db: DbOrTx, partnerId: number): Promise<boolean> => {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  return row !== undefined;
};

export const partnerSummaryOf = async (db: DbOrTx, partnerId: number): Promise<PartnerSummary> => {
  const [row] = await db.select(summaryColumns).from(partners).where(eq(partners.id, partnerId));
  if (!row) throw notFound();
  return row;
};

export const partnerByNo = async (db: DbOrTx, partnerNo: string): Promise<PartnerSummary | undefined> => {
  const [row] = await db.select(summaryColumns).from(partners).where(eq(partners.partnerNo, partnerNo));
  return row;
};

export const countPartners = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(partners);
  return row.n;
};

// ---- company details (/ucenter/detail) -----------------------------------------------------------

export const partnerDetailOf = async (db: DbOrTx, partnerId: number): Promise<PartnerDetail> => {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!row) throw notFound();
  return {
    partnerNo: row.partnerNo,
    partnerName: row.name,
    state: row.state,
    stateReason: row.stateReason,
    contactName: row.contactName,
    mobile: row.mobile,
    details: (row.details as PartnerDetail['details']) ?? null,
    submittedTime: row.detailsSubmittedAt?.toISOString() ?? null,
  };
};

const submitRefusalOf: Record<number, string> = {
  [PartnerState.active]: 'partner.submitActive',
  [PartnerState.disabled]: 'partner.submitDisabled',
  [PartnerState.underReview]: 'partner.submitUnderReview',
};

/** Runs after a committed change of a partner's state: sessions cached in memory carry that state. */
const afterCommit = async <T>(committed: Promise<T>): Promise<T> => {
  const result = await committed;
  forgetCachedSessions();
  return result;
};

/**
 * Submits the company details for review: 4 (details to complete) -> 3 (under review). The caller
 * has checked that `licenceFile` is one of the partner's uploads.
 */
export const submitPartnerDetails = async (
  db: DbOrTx,
  actor: PartnerActor,
  input: PartnerDetailInput,
): Promise<PartnerDetail> =>
  // The partner state travels with every session: cached sessions must see the change.
  afterCommit(
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(partners)
        .set({
          state: PartnerState.underReview,
          stateReason: null,
          details: input,
          contactName: input.contactName,
          mobile: input.contactMobile,
          detailsSubmittedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(partners.id, actor.partnerId), eq(partners.state, PartnerState.detailsToComplete)))
        .returning({ id: partners.id });
      if (!updated) {
        const current = await partnerSummaryOf(tx, actor.partnerId);
        throw fail(submitRefusalOf[current.state] ?? 'common.conflict');
      }
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'partner.submitDetails',
        entity: 'partner',
        entityId: actor.partnerId,
        before: { state: PartnerState.detailsToComplete },
        after: { state: PartnerState.underReview, details: input },
      });
      return partnerDetailOf(tx, actor.partnerId);
    }),
  );

/** The audit action of a change request: the record the operator lists (`partner requests`). */
const CHANGE_REQUEST_ACTION = 'partner.requestDetailsChange';

/**
 * An approved partner asks the platform to change its (read-only) company details: recorded as an
 * audit row, which the operator lists, and confirmed to the partner's accounts as a notice.
 */
export const requestDetailsChange = async (
  db: DbOrTx,
  actor: PartnerActor,
  input: DetailChangeRequestInput,
): Promise<DetailChangeRequest> =>
  db.transaction(async (tx) => {
    const current = await partnerSummaryOf(tx, actor.partnerId);
    if (current.state !== PartnerState.active) throw fail('partner.changeRequestNotActive');
    const requestedTime = new Date();
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: CHANGE_REQUEST_ACTION,
      entity: 'partner',
      entityId: actor.partnerId,
      after: { content: input.content },
    });
    await sendNotice(tx, {
      partnerId: actor.partnerId,
      message: { key: 'partner.notice.changeRequested', params: { content: input.content } },
    });
    return { requestedTime: requestedTime.toISOString() };
  });

export type DetailChangeRequestRow = {
  partnerNo: string;
  name: string;
  content: string;
  requestedAt: Date;
};

/** The change requests of all partners for the operator, newest first. */
export const listDetailChangeRequests = async (db: DbOrTx, limit = 50): Promise<DetailChangeRequestRow[]> => {
  const rows = await db
    .select({
      partnerNo: partners.partnerNo,
      name: partners.name,
      after: auditLog.after,
      requestedAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(partners, eq(partners.id, auditLog.partnerId))
    .where(eq(auditLog.action, CHANGE_REQUEST_ACTION))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    partnerNo: row.partnerNo,
    name: row.name,
    content: (row.after as { content?: string } | null)?.content ?? '',
    requestedAt: row.requestedAt,
  }));
};

// ---- settings (/ucenter/partner_set) ---------------------------------------------------------------

/** The partner's settings with every default filled in. */
export const partnerSettingsOf = async (db: DbOrTx, partnerId: number): Promise<PartnerSettings> => {
  const [row] = await db
    .select({ settings: partners.settings })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row) throw notFound();
  const parsed = PartnerSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : PartnerSettingsSchema.parse({});
};

export const updatePartnerSettings = async (
  db: DbOrTx,
  actor: PartnerActor,
  input: PartnerSettings,
): Promise<PartnerSettings> =>
  db.transaction(async (tx) => {
    const before = await partnerSettingsOf(tx, actor.partnerId);
    await tx
      .update(partners)
      .set({ settings: input, updatedAt: new Date() })
      .where(eq(partners.id, actor.partnerId));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'partner.updateSettings',
      entity: 'partner',
      entityId: actor.partnerId,
      before,
      after: input,
    });
    return input;
  });

// ---- the operator's review (npm run ops -- partner ...) ------------------------------------------

type Transition = {
  action: string;
  from: readonly number[];
  to: PartnerState;
  reason: string | null;
  refusal: string;
  /** Told to the partner's accounts (bell and /ucenter/notice), in each reader's language. */
  notice?: NoticeMessage;
};

/**
 * Moves a partner, found by its number, from one of `from` to `to` in one transaction: a guarded
 * update and an audit row (the operator has no account id).
 */
const transitionPartner = (db: DbOrTx, partnerNo: string, t: Transition): Promise<PartnerSummary> =>
  afterCommit(
    db.transaction(async (tx) => {
      const [before] = await tx
        .select(summaryColumns)
        .from(partners)
        .where(eq(partners.partnerNo, partnerNo))
        .for('update');
      if (!before) throw notFound('partner.notFound', { partnerNo });
      const [after] = await tx
        .update(partners)
        .set({ state: t.to, stateReason: t.reason, updatedAt: new Date() })
        .where(and(eq(partners.id, before.id), inArray(partners.state, [...t.from])))
        .returning(summaryColumns);
      if (!after) throw fail(t.refusal, { partnerNo });
      await writeAudit(tx, {
        partnerId: before.id,
        accountId: null,
        action: t.action,
        entity: 'partner',
        entityId: before.id,
        before: { state: before.state, stateReason: before.stateReason },
        after: { state: after.state, stateReason: after.stateReason },
      });
      if (t.to === PartnerState.disabled) await revokePartnerSessions(tx, before.id);
      if (t.notice) await sendNotice(tx, { partnerId: before.id, message: t.notice });
      return after;
    }),
  );

const requireReason = (reason: string | undefined): string => {
  const text = reason?.trim();
  if (!text) throw fail('partner.reasonRequired');
  return text.slice(0, 200);
};

/** Review passed: 3 -> 1. */
export const approvePartner = (db: DbOrTx, partnerNo: string) =>
  transitionPartner(db, partnerNo, {
    action: 'partner.approve',
    from: [PartnerState.underReview],
    to: PartnerState.active,
    reason: null,
    refusal: 'partner.notUnderReview',
    notice: { key: 'partner.notice.approved', params: {} },
  });

/** Review failed: 3 -> 4, the reason is shown to the partner on /ucenter/detail. */
export const rejectPartner = (db: DbOrTx, partnerNo: string, reason: string | undefined) => {
  const why = requireReason(reason);
  return transitionPartner(db, partnerNo, {
    action: 'partner.reject',
    from: [PartnerState.underReview],
    to: PartnerState.detailsToComplete,
    reason: why,
    refusal: 'partner.notUnderReview',
    notice: { key: 'partner.notice.rejected', params: { reason: why } },
  });
};

/** Any state -> 2; every session of the partner ends and sign-in answers 0008 with the reason. */
export const disablePartner = (db: DbOrTx, partnerNo: string, reason: string | undefined) =>
  transitionPartner(db, partnerNo, {
    action: 'partner.disable',
    from: [PartnerState.active, PartnerState.underReview, PartnerState.detailsToComplete],
    to: PartnerState.disabled,
    reason: requireReason(reason),
    refusal: 'partner.alreadyDisabled',
  });

/** 2 -> 1. */
export const enablePartner = (db: DbOrTx, partnerNo: string) =>
  transitionPartner(db, partnerNo, {
    action: 'partner.enable',
    from: [PartnerState.disabled],
    to: PartnerState.active,
    reason: null,
    refusal: 'partner.notDisabled',
    notice: { key: 'partner.notice.restored', params: {} },
  });

/** Partners for the operator, newest first, optionally in one state. */
export const listPartners = (db: DbOrTx, filter: { state?: number; limit?: number } = {}) =>
  db
    .select(summaryColumns)
    .from(partners)
    .where(filter.state === undefined ? undefined : eq(partners.state, filter.state))
    .orderBy(desc(partners.id))
    .limit(filter.limit ?? 50);
