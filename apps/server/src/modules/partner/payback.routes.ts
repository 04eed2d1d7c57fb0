import { payback } from '@portal/shared/contracts/partner.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/auth/guard';
import { msgOf, ok, page } from '../../platform/envelope';
import { exportEndpoint } from '../../platform/export/export-endpoint';
import { serve } from '../../platform/http/serve';
import { registerMessages } from '../../platform/i18n/translate';
import { PAYBACK_EXPORT } from './payback.export';
import { paybackMessages } from './payback.messages';
import {
  addPaybackAccount,
  deletePaybackAccount,
  listPaybackAccounts,
  updatePaybackAccount,
} from './payback.service';

registerMessages(paybackMessages);

/** Payback accounts (spec sections 2 and 5): the header dialog and /ucenter/payback_account. */
export const paybackRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  serve(app, payback.page, async (request) => {
    const { rows, total } = await listPaybackAccounts(db, authOf(request).partnerId, request.body);
    return page(rows, total);
  });

  serve(app, payback.add, async (request) =>
    ok(await addPaybackAccount(db, authOf(request), request.body), msgOf(request, 'payback.saved')),
  );

  serve(app, payback.update, async (request) =>
    ok(await updatePaybackAccount(db, authOf(request), request.body), msgOf(request, 'payback.saved')),
  );

  serve(app, payback.delete, async (request) => {
    await deletePaybackAccount(db, authOf(request), request.body.id);
    return ok(null, msgOf(request, 'payback.deleted'));
  });

  exportEndpoint(app, payback.export, PAYBACK_EXPORT);
};
