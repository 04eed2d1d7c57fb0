import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';

/** A partner's receiving bank account (spec sections 3 and 5: lengths 20, 20, 100). */
export const paybackAccounts = pgTable(
  'payback_accounts',
  {
    ...tenantKeyColumns(),
    companyName: varchar('company_name', { length: 20 }).notNull(),
    accountName: varchar('account_name', { length: 20 }),
    bankName: varchar('bank_name', { length: 100 }),
    ...createdUpdatedTime(),
  },
  (t) => [tenantPrimaryKey(t), index('payback_accounts_created_idx').on(t.partnerId, t.createdTime, t.id)],
);
