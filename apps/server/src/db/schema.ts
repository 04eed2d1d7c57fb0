// Every table of the application, for drizzle's relational queries and drizzle-kit.
export * from '../modules/auth/auth.table';
export * from '../modules/partner/partner.table';
export * from '../platform/audit.table';
export * from '../platform/auth/sessions.table';
export * from '../platform/captcha.table';
export * from '../platform/sms/sms.table';
export * from '../modules/communal/files.table';
export * from '../modules/partner/announcement.table';
export * from '../modules/partner/notice.table';
export * from '../modules/partner/payback.table';
export * from '../platform/export/export-tasks.table';
export * from '../platform/jobs/jobs.table';
export * from '../platform/storage/server-secrets.table';
export * from '../modules/catalog/categories/category.table';
export * from '../modules/catalog/channels/channel.table';
export * from '../modules/catalog/brands/brand.table';
export * from '../modules/catalog/goods/goods.table';
