import { PartnerState } from '@portal/shared/constants';
import type { DbOrTx } from '../../db/client';
import { hashPassword } from '../../platform/auth/password';
import type { DemoPartner, DemoPartners } from '../../platform/seed/seed-context';
import { createPartner, partnerByNo } from '../partner/partner.service';
import { insertAccount } from './accounts.service';
import { accountRoles, roleAuthorities, roles } from './auth.table';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo@2026';

/** A narrower role for the demo sub-account: home, notices, the user centre's plain pages. */
const STAFF_AUTHORITIES = [
  'index:view',
  'index:notice',
  'export:index:view',
  'ucenter:profile:view',
  'ucenter:notice:view',
  'ucenter:detail:view',
  'ucenter:partner_set:view',
  // Pages of later issues; served once delivered.
  'todo:order:view',
  'order:index:view',
  'order:detail:view',
  'order:logistics:view',
];

const seedPartner = async (
  db: DbOrTx,
  passwordHash: string,
  p: { partnerNo: string; name: string; contactName: string; mobile: string; admin: string },
): Promise<DemoPartner> => {
  // Registered with its details to complete: the partner module's seed (partner.seed.ts) submits them and approves the partner.
  const partner = await createPartner(db, { ...p, state: PartnerState.detailsToComplete });
  const admin = await insertAccount(db, {
    partnerId: partner.id,
    username: p.admin,
    passwordHash,
    nickName: p.contactName,
    mobile: p.mobile,
    isAdmin: true,
  });
  return { id: partner.id, partnerNo: partner.partnerNo, name: partner.name, adminId: admin.id };
};

/**
 * Two partners (active once the partner module's seed has submitted and approved their details): 华东办公用品有限公司 (admin `demo`, sub-account `demo-staff` with the role
 * 客服专员) and 北方科技设备有限公司 (admin `demo-b`).
 */
export const seedDemoPartners = async (db: DbOrTx): Promise<DemoPartners> => {
  // scrypt is slow on purpose: one hash for the three accounts.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const a = await seedPartner(db, passwordHash, {
    partnerNo: 'GYS000001',
    name: '华东办公用品有限公司',
    contactName: '王经理',
    mobile: '13800000001',
    admin: 'demo',
  });
  const b = await seedPartner(db, passwordHash, {
    partnerNo: 'GYS000002',
    name: '北方科技设备有限公司',
    contactName: '赵经理',
    mobile: '13800000002',
    admin: 'demo-b',
  });

  const [role] = await db
    .insert(roles)
    .values({ partnerId: a.id, name: '客服专员', remark: '处理订单咨询与消息通知' })
    .returning({ id: roles.id });
  await db
    .insert(roleAuthorities)
    .values(STAFF_AUTHORITIES.map((authority) => ({ partnerId: a.id, roleId: role.id, authority })));
  const staff = await insertAccount(db, {
    partnerId: a.id,
    username: 'demo-staff',
    passwordHash,
    nickName: '李客服',
    mobile: '13800000003',
  });
  await db.insert(accountRoles).values({ partnerId: a.id, accountId: staff.id, roleId: role.id });

  return { a: { ...a, staffId: staff.id, staffRoleId: role.id }, b };
};

/** Is the demo data there already (its first partner)? */
export const hasDemoPartners = async (db: DbOrTx): Promise<boolean> =>
  (await partnerByNo(db, 'GYS000001')) !== undefined;
