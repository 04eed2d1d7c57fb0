import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

/**
 * A brand, shared by the whole platform: one row per name (case and spaces ignored), so partners
 * selling the same brand apply for authorizations on the same row. The creating partner edits it.
 */
export const brands = pgTable(
  'brands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    /** lower(name) without spaces: the uniqueness and exact-match key. */
    nameKey: varchar('name_key', { length: 50 }).notNull(),
    englishName: varchar('english_name', { length: 100 }),
    origin: varchar('origin', { length: 50 }),
    trademarkNo: varchar('trademark_no', { length: 30 }),
    /** The logo is a file of the creating partner, shown to everyone through a signed link. */
    logoFileId: bigint('logo_file_id', { mode: 'number' }),
    createdByPartnerId: bigint('created_by_partner_id', { mode: 'number' }).notNull(),
    ...createdUpdatedTime(),
  },
  (t) => [
    uniqueIndex('brands_name_key_idx').on(t.nameKey),
    index('brands_name_key_pattern_idx').on(sql`${t.nameKey} varchar_pattern_ops`),
    index('brands_creator_idx').on(t.createdByPartnerId, t.createdTime),
  ],
);

/** A partner's authorization to sell a brand: states 0 pending, 1 approved, 2 rejected, 3 expired. */
export const brandAuthorizations = pgTable(
  'brand_authorizations',
  {
    ...tenantKeyColumns(),
    brandId: bigint('brand_id', { mode: 'number' }).notNull(),
    /** 1 brand owner, 2 first-level agent, 3 second-level agent. */
    level: smallint('level').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    letterFileId: bigint('letter_file_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull(),
    reason: varchar('reason', { length: 200 }),
    reviewedTime: timestamp('reviewed_time', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('brand_authorizations_brand_idx').on(t.partnerId, t.brandId, t.id),
    index('brand_authorizations_created_idx').on(t.partnerId, t.createdTime, t.id),
    // The daily expiry job: approved rows by end date, over all partners.
    index('brand_authorizations_expiry_idx').on(t.validTo).where(sql`state = 1`),
    // At most one open (pending or approved) authorization per partner and brand.
    uniqueIndex('brand_authorizations_open_idx').on(t.partnerId, t.brandId).where(sql`state in (0, 1)`),
  ],
);

/** The history of a partner's brands: every brand edit and authorization change. */
export const brandRecords = pgTable(
  'brand_records',
  {
    ...tenantKeyColumns(),
    brandId: bigint('brand_id', { mode: 'number' }).notNull(),
    authorizationId: bigint('authorization_id', { mode: 'number' }),
    action: varchar('action', { length: 40 }).notNull(),
    stateFrom: smallint('state_from'),
    stateTo: smallint('state_to'),
    reason: varchar('reason', { length: 200 }),
    /** The account that acted; null for the operator or the system (expiry). */
    accountId: bigint('account_id', { mode: 'number' }),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('brand_records_created_idx').on(t.partnerId, t.createdTime, t.id)],
);
