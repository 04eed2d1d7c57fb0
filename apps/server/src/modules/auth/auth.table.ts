import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdUpdatedAt, partnerIdColumn, tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';

/** A login of a partner. `isAdmin` is the partner admin: every authority, manages sub-accounts and roles. */
export const accounts = pgTable(
  'accounts',
  {
    ...tenantKeyColumns(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    /** File id of the portrait (an uploaded image of the same partner). */
    portrait: text('portrait'),
    mobile: text('mobile'),
    isAdmin: boolean('is_admin').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...createdUpdatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('accounts_username_key').on(sql`lower(${t.username})`),
    index('accounts_mobile_idx').on(t.mobile),
    // A mobile identifies one account: the forgotten-password form finds the account by it.
    uniqueIndex('accounts_mobile_key').on(t.mobile),
  ],
);

export const roles = pgTable(
  'roles',
  {
    ...tenantKeyColumns(),
    name: text('name').notNull(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('roles_partner_name_key').on(t.partnerId, t.name)],
);

/** Authority codes of a role (codes of the catalogue in @portal/shared/menu). */
export const roleAuthorities = pgTable(
  'role_authorities',
  {
    partnerId: partnerIdColumn(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    authority: text('authority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.roleId, t.authority] })],
);

export const accountRoles = pgTable(
  'account_roles',
  {
    partnerId: partnerIdColumn(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.accountId, t.roleId] }),
    index('account_roles_role_idx').on(t.partnerId, t.roleId),
  ],
);

/**
 * Failed sign-ins per login name as typed (trimmed, lower case; unknown names too) and client
 * address: the waits of login-throttle.service.ts. No partner owns a row.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);
