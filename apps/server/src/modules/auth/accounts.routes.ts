import {
  AccountCreateInputSchema,
  AccountEnableInputSchema,
  AccountPasswordResetInputSchema,
  AccountQuerySchema,
  AccountRowSchema,
  AccountUpdateInputSchema,
  AllocateInputSchema,
  AuthorityGroupSchema,
  CreatedIdSchema,
  RoleCreateInputSchema,
  RoleDeleteInputSchema,
  RoleSchema,
  RoleUpdateInputSchema,
} from '@portal/shared/contracts/auth';
import { envelopeOf, pageEnvelopeOf } from '@portal/shared/contracts/common';
import { Authority } from '@portal/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import {
  createSubAccount,
  listAccounts,
  resetSubAccountPassword,
  setAccountEnabled,
  updateSubAccount,
} from './accounts.service';
import {
  allocateAuthorities,
  authorityTree,
  createRole,
  deleteRole,
  listRoles,
  updateRole,
} from './roles.service';

/** Sub-accounts, roles and their authorities: the partner admin, or a delegate with account:edit. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const config = { auth: Authority.accountEdit };
  const done = envelopeOf(z.null());

  app.get(
    '/api/auth/accounts',
    {
      config,
      schema: {
        tags: ['auth'],
        querystring: AccountQuerySchema,
        response: { 200: pageEnvelopeOf(AccountRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAccounts(db, authOf(request), request.query);
      return page(rows, total);
    },
  );

  app.post(
    '/api/auth/accounts',
    {
      config,
      schema: {
        tags: ['auth'],
        body: AccountCreateInputSchema,
        response: { 200: envelopeOf(CreatedIdSchema) },
      },
    },
    async (request) =>
      ok(await createSubAccount(db, authOf(request), request.body), msgOf(request, 'auth.accountSaved')),
  );

  app.post(
    '/api/auth/accounts/update',
    { config, schema: { tags: ['auth'], body: AccountUpdateInputSchema, response: { 200: done } } },
    async (request) => {
      await updateSubAccount(db, authOf(request), request.body);
      return ok(null, msgOf(request, 'auth.accountSaved'));
    },
  );

  app.post(
    '/api/auth/accounts/enable',
    { config, schema: { tags: ['auth'], body: AccountEnableInputSchema, response: { 200: done } } },
    async (request) => {
      await setAccountEnabled(db, authOf(request), request.body);
      return ok(
        null,
        msgOf(request, request.body.enabled ? 'auth.accountEnabled' : 'auth.accountDisabledNow'),
      );
    },
  );

  app.post(
    '/api/auth/accounts/password/reset',
    { config, schema: { tags: ['auth'], body: AccountPasswordResetInputSchema, response: { 200: done } } },
    async (request) => {
      await resetSubAccountPassword(db, authOf(request), request.body);
      return ok(null, msgOf(request, 'auth.accountPasswordReset'));
    },
  );

  app.get(
    '/api/auth/roles',
    { config, schema: { tags: ['auth'], response: { 200: envelopeOf(z.array(RoleSchema)) } } },
    async (request) => ok(await listRoles(db, authOf(request).partnerId)),
  );

  app.post(
    '/api/auth/roles',
    {
      config,
      schema: { tags: ['auth'], body: RoleCreateInputSchema, response: { 200: envelopeOf(CreatedIdSchema) } },
    },
    async (request) =>
      ok(await createRole(db, authOf(request), request.body), msgOf(request, 'auth.roleSaved')),
  );

  app.post(
    '/api/auth/roles/update',
    { config, schema: { tags: ['auth'], body: RoleUpdateInputSchema, response: { 200: done } } },
    async (request) => {
      await updateRole(db, authOf(request), request.body);
      return ok(null, msgOf(request, 'auth.roleSaved'));
    },
  );

  app.post(
    '/api/auth/roles/delete',
    { config, schema: { tags: ['auth'], body: RoleDeleteInputSchema, response: { 200: done } } },
    async (request) => {
      await deleteRole(db, authOf(request), request.body.id);
      return ok(null, msgOf(request, 'auth.roleDeleted'));
    },
  );

  app.post(
    '/api/auth/allocate',
    { config, schema: { tags: ['auth'], body: AllocateInputSchema, response: { 200: done } } },
    async (request) => {
      await allocateAuthorities(db, authOf(request), request.body);
      return ok(null, msgOf(request, 'auth.authoritiesAllocated'));
    },
  );

  app.get(
    '/api/auth/authorities',
    { config, schema: { tags: ['auth'], response: { 200: envelopeOf(z.array(AuthorityGroupSchema)) } } },
    async () => ok(authorityTree()),
  );
};
