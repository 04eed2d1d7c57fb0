import { account, role } from '@portal/shared/contracts/auth.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import { serve } from '../../platform/http/serve';
import {
  createSubAccount,
  listAccounts,
  resetSubAccountPassword,
  setAccountEnabled,
  updateSubAccount,
} from './accounts.service';
import * as roles from './roles.service';

/** Sub-accounts, roles and their authorities: the partner admin, or a delegate with account:edit. */
export const accountsRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, account.page, async (request) => {
    const { rows, total } = await listAccounts(db, authOf(request), request.query);
    return page(rows, total);
  });

  serve(app, account.create, async (request) =>
    ok(await createSubAccount(db, authOf(request), request.body), msgOf(request, 'auth.accountSaved')),
  );

  serve(app, account.update, async (request) => {
    await updateSubAccount(db, authOf(request), request.body);
    return ok(null, msgOf(request, 'auth.accountSaved'));
  });

  serve(app, account.enable, async (request) => {
    await setAccountEnabled(db, authOf(request), request.body);
    return ok(null, msgOf(request, request.body.enabled ? 'auth.accountEnabled' : 'auth.accountDisabledNow'));
  });

  serve(app, account.resetPassword, async (request) => {
    await resetSubAccountPassword(db, authOf(request), request.body);
    return ok(null, msgOf(request, 'auth.accountPasswordReset'));
  });

  serve(app, role.list, async (request) => ok(await roles.listRoles(db, authOf(request).partnerId)));

  serve(app, role.create, async (request) =>
    ok(await roles.createRole(db, authOf(request), request.body), msgOf(request, 'auth.roleSaved')),
  );

  serve(app, role.update, async (request) => {
    await roles.updateRole(db, authOf(request), request.body);
    return ok(null, msgOf(request, 'auth.roleSaved'));
  });

  serve(app, role.delete, async (request) => {
    await roles.deleteRole(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'auth.roleDeleted'));
  });

  serve(app, role.allocate, async (request) => {
    await roles.allocateAuthorities(db, authOf(request), request.body);
    return ok(null, msgOf(request, 'auth.authoritiesAllocated'));
  });

  serve(app, role.authorities, async () => ok(roles.authorityTree()));
};
