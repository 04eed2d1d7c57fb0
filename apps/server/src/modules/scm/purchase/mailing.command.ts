import { demoExpressProvider } from '../../../platform/express/express';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { deliverMailing, deliverSignedMailings, mailingOfAnyPartner } from './mailing.service';

const usage = [
  'purchase-mail deliver <mailingId>   the mailed invoices arrived: the mailing and its purchase orders delivered',
  'purchase-mail track                 asks the express provider now; mailings whose traces say signed are delivered',
];

/** `purchase-mail ...`: moves invoice mailings on (the daily task does the same from the traces). */
export const purchaseMailCommand: OpsCommand = {
  name: 'purchase-mail',
  usage,
  run: async ({ db }, args) => {
    const [action, first] = args;
    switch (action) {
      case 'deliver': {
        const id = Number(first);
        if (!Number.isSafeInteger(id) || id <= 0) throw new OpsUsageError(usage);
        const mailing = await mailingOfAnyPartner(db, id);
        await deliverMailing(db, mailing.partnerId, mailing.id);
        return `delivered: ${mailing.id} (${mailing.trackingNo})`;
      }
      case 'track': {
        const delivered = await deliverSignedMailings(db, demoExpressProvider);
        return `delivered: ${delivered}`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
