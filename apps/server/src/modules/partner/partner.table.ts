import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdUpdatedAt } from '../../db/columns';

/** The tenant: a supplier company. States of DOMAIN.md: 1 active, 2 disabled, 3 under review, 4 details to complete. */
export const partners = pgTable(
  'partners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerNo: text('partner_no').notNull(),
    name: text('name').notNull(),
    state: smallint('state').notNull().default(4),
    stateReason: text('state_reason'),
    contactName: text('contact_name'),
    mobile: text('mobile'),
    /** Company details submitted on /ucenter/detail: licence, legal person, tax number, address, bank, licence file. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Partner settings of /ucenter/partner_set. */
    /** When the details were last submitted for review. */
    detailsSubmittedAt: timestamp('details_submitted_at', { withTimezone: true }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ...createdUpdatedAt(),
  },
  (t) => [
    uniqueIndex('partners_partner_no_key').on(t.partnerNo),
    uniqueIndex('partners_name_key').on(t.name),
  ],
);
