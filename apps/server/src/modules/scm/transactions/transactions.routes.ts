import { scmTransaction } from '@portal/shared/contracts/scm-transactions.endpoints';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/auth/guard';
import { ok, page } from '../../../platform/envelope';
import { exportEndpoint } from '../../../platform/export/export-endpoint';
import { serve } from '../../../platform/http/serve';
import { TRANSACTION_EXPORT, TRANSACTION_GROUP_EXPORT } from './transactions.export';
import { listTransactionGroups, listTransactions, transactionSums } from './transactions.service';

/** Transactions of SCM goods with their margins (/scm/transaction). */
export const transactionRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const { timeZone } = app.deps.config;

  serve(app, scmTransaction.page, async (request) => {
    const { rows, total } = await listTransactions(db, authOf(request).partnerId, request.body, timeZone);
    return page(rows, total);
  });

  serve(app, scmTransaction.sums, async (request) =>
    ok(await transactionSums(db, authOf(request).partnerId, request.body, timeZone)),
  );

  serve(app, scmTransaction.groups, async (request) => {
    const { rows, total } = await listTransactionGroups(
      db,
      authOf(request).partnerId,
      request.body,
      timeZone,
    );
    return page(rows, total);
  });

  exportEndpoint(app, scmTransaction.export, TRANSACTION_EXPORT);
  exportEndpoint(app, scmTransaction.groupExport, TRANSACTION_GROUP_EXPORT);
};
