import { bigint, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A partner's receiving bank account (spec sections 3 and 5: lengths 20, 20, 100). */
export const paybackAccounts = pgTable(
  'payback_accounts',
  {
    partnerId: bigint('partner_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    companyName: varchar('company_name', { length: 20 }).notNull(),
    accountName: varchar('account_name', { length: 20 }),
    bankName: varchar('bank_name', { length: 100 }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.id] }),
    index('payback_accounts_created_idx').on(t.partnerId, t.createdTime, t.id),
  ],
);
