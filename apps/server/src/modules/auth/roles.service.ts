import type {
  AllocateInput,
  AuthorityGroup,
  Role,
  RoleCreateInput,
  RoleUpdateInput,
} from '@portal/shared/contracts/auth';
import { MENU, viewCodeOf } from '@portal/shared/menu';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail, notFound } from '../../platform/errors';
import { accountRoles, roleAuthorities, roles } from './auth.table';
import { uniqueViolationOf } from '../../db/unique-violation';
import { forgetCachedSessions } from './sessions.service';

/** Roles are few per partner; the cap keeps GET /api/auth/roles a bounded list. */
export const MAX_ROLES_PER_PARTNER = 100;

type RoleRow = {
  id: number;
  name: string;
  remark: string | null;
  created_at: Date | string;
  authorities: string[];
  account_count: number;
};

/** The partner's roles with their authority codes and how many accounts hold each. */
export const listRoles = async (db: DbOrTx, partnerId: number): Promise<Role[]> => {
  const rows = await queryRows<RoleRow>(
    db,
    sql`
    select r.id, r.name, r.remark, r.created_at,
           coalesce((select array_agg(ra.authority order by ra.authority) from role_authorities ra
                      where ra.partner_id = r.partner_id and ra.role_id = r.id), '{}') as authorities,
           (select count(*)::int from account_roles ar
             where ar.partner_id = r.partner_id and ar.role_id = r.id) as account_count
      from roles r
     where r.partner_id = ${partnerId}
     order by r.id
     limit ${MAX_ROLES_PER_PARTNER}`,
  );
  return rows.map((row) => ({
    id: row.id,
    roleName: row.name,
    remark: row.remark,
    authorities: row.authorities,
    accountCount: row.account_count,
    createdTime: new Date(row.created_at).toISOString(),
  }));
};

const roleOf = async (db: DbOrTx, partnerId: number, roleId: number) => {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.partnerId, partnerId), eq(roles.id, roleId)));
  if (!role) throw notFound('auth.roleNotFound');
  return role;
};

/** Authority codes of a role, sorted. */
const codesOfRole = async (db: DbOrTx, partnerId: number, roleId: number): Promise<string[]> => {
  const rows = await db
    .select({ authority: roleAuthorities.authority })
    .from(roleAuthorities)
    .where(and(eq(roleAuthorities.partnerId, partnerId), eq(roleAuthorities.roleId, roleId)));
  return rows.map((r) => r.authority).sort();
};

/**
 * The union of the authorities of the given roles; every role must be the partner's own
 * (another partner's id answers like a missing role).
 */
export const codesOfRoles = async (db: DbOrTx, partnerId: number, roleIds: readonly number[]) => {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.partnerId, partnerId), inArray(roles.id, ids)));
  if (found.length !== ids.length) throw notFound('auth.roleNotFound');
  const rows = await db
    .selectDistinct({ authority: roleAuthorities.authority })
    .from(roleAuthorities)
    .where(and(eq(roleAuthorities.partnerId, partnerId), inArray(roleAuthorities.roleId, ids)));
  return rows.map((r) => r.authority);
};

/** The authority codes each of these accounts holds through its roles: account id -> codes. */
export const codesOfAccounts = async (
  db: DbOrTx,
  partnerId: number,
  accountIds: readonly number[],
): Promise<Map<number, string[]>> => {
  const byAccount = new Map<number, string[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .selectDistinct({ accountId: accountRoles.accountId, authority: roleAuthorities.authority })
    .from(accountRoles)
    .innerJoin(
      roleAuthorities,
      and(
        eq(roleAuthorities.partnerId, accountRoles.partnerId),
        eq(roleAuthorities.roleId, accountRoles.roleId),
      ),
    )
    .where(and(eq(accountRoles.partnerId, partnerId), inArray(accountRoles.accountId, [...accountIds])));
  for (const row of rows) byAccount.get(row.accountId)?.push(row.authority);
  return byAccount;
};

/** Does the actor hold every one of these codes? The partner admin holds them all. */
export const holdsAll = (actor: AuthContext, codes: readonly string[]): boolean =>
  actor.isAdmin || codes.every((code) => actor.authorities.includes(code));

/** A delegate (a sub-account with account:edit) may only hand out authorities it holds itself. */
export const assertGrantable = (actor: AuthContext, codes: readonly string[]): void => {
  if (!holdsAll(actor, codes)) throw fail('auth.grantBeyondOwn');
};

const replaceCodes = async (db: DbOrTx, partnerId: number, roleId: number, codes: readonly string[]) => {
  // Authorities are read with the session: sessions cached in memory must see the new set.
  forgetCachedSessions();
  await db
    .delete(roleAuthorities)
    .where(and(eq(roleAuthorities.partnerId, partnerId), eq(roleAuthorities.roleId, roleId)));
  const unique = [...new Set(codes)];
  if (unique.length > 0) {
    await db.insert(roleAuthorities).values(unique.map((authority) => ({ partnerId, roleId, authority })));
  }
};

const roleNameTaken = (error: unknown): never => {
  if (uniqueViolationOf(error) === 'roles_partner_name_key') throw fail('auth.roleNameTaken');
  throw error;
};

export const createRole = async (
  db: DbOrTx,
  actor: AuthContext,
  input: RoleCreateInput,
): Promise<{ id: number }> => {
  assertGrantable(actor, input.authorities);
  return db
    .transaction(async (tx) => {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(roles)
        .where(eq(roles.partnerId, actor.partnerId));
      if (n >= MAX_ROLES_PER_PARTNER) throw fail('auth.roleLimit', { max: MAX_ROLES_PER_PARTNER });
      const [role] = await tx
        .insert(roles)
        .values({ partnerId: actor.partnerId, name: input.roleName, remark: input.remark ?? null })
        .returning({ id: roles.id });
      await replaceCodes(tx, actor.partnerId, role.id, input.authorities);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'role.create',
        entity: 'role',
        entityId: role.id,
        after: { roleName: input.roleName, remark: input.remark ?? null, authorities: input.authorities },
      });
      return role;
    })
    .catch(roleNameTaken);
};

export const updateRole = async (db: DbOrTx, actor: AuthContext, input: RoleUpdateInput): Promise<void> => {
  await db
    .transaction(async (tx) => {
      const before = await roleOf(tx, actor.partnerId, input.id);
      const [clash] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(eq(roles.partnerId, actor.partnerId), eq(roles.name, input.roleName), ne(roles.id, input.id)),
        );
      if (clash) throw fail('auth.roleNameTaken');
      await tx
        .update(roles)
        .set({ name: input.roleName, remark: input.remark ?? null })
        .where(and(eq(roles.partnerId, actor.partnerId), eq(roles.id, input.id)));
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'role.update',
        entity: 'role',
        entityId: input.id,
        before: { roleName: before.name, remark: before.remark },
        after: { roleName: input.roleName, remark: input.remark ?? null },
      });
    })
    .catch(roleNameTaken);
};

/** Deletes a role that no account holds. */
export const deleteRole = async (db: DbOrTx, actor: AuthContext, roleId: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await roleOf(tx, actor.partnerId, roleId);
    const codes = await codesOfRole(tx, actor.partnerId, roleId);
    // Guarded on "no holder", so an assignment made meanwhile keeps the role alive.
    const deleted = await tx
      .delete(roles)
      .where(
        and(
          eq(roles.partnerId, actor.partnerId),
          eq(roles.id, roleId),
          sql`not exists (select 1 from ${accountRoles} ar where ar.partner_id = ${roles.partnerId} and ar.role_id = ${roles.id})`,
        ),
      )
      .returning({ id: roles.id });
    if (deleted.length === 0) {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(accountRoles)
        .where(and(eq(accountRoles.partnerId, actor.partnerId), eq(accountRoles.roleId, roleId)));
      throw fail('auth.roleInUse', { count: n });
    }
    await replaceCodes(tx, actor.partnerId, roleId, []);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'role.delete',
      entity: 'role',
      entityId: roleId,
      before: { roleName: before.name, remark: before.remark, authorities: codes },
    });
  });
};

/** Replaces the role's authority set; codes added must be grantable by the actor. */
export const allocateAuthorities = async (db: DbOrTx, actor: AuthContext, input: AllocateInput) => {
  await db.transaction(async (tx) => {
    await roleOf(tx, actor.partnerId, input.roleId);
    const before = await codesOfRole(tx, actor.partnerId, input.roleId);
    const after = [...new Set(input.authorities)].sort();
    assertGrantable(
      actor,
      after.filter((code) => !before.includes(code)),
    );
    await replaceCodes(tx, actor.partnerId, input.roleId, after);
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'role.allocate',
      entity: 'role',
      entityId: input.roleId,
      before: { authorities: before },
      after: { authorities: after },
    });
  });
};

/** The authority catalogue for the role editor: the menu's groups, each leaf with its codes. */
export const authorityTree = (): AuthorityGroup[] =>
  MENU.map((group) => ({
    key: group.key,
    title: group.title,
    children: group.children.map((entry) => ({
      path: entry.path,
      title: entry.title,
      hidden: entry.hidden ?? false,
      delivered: entry.delivered ?? false,
      viewCode: viewCodeOf(entry.path),
      actions: [...(entry.actions ?? [])],
    })),
  }));
