// Every table of the application, for drizzle's relational queries and drizzle-kit.
export * from '../modules/auth/auth.table';
export * from '../modules/partner/partner.table';
export * from '../platform/audit.table';
export * from '../platform/auth/sessions.table';
