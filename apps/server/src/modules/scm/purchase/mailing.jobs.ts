import type { DailyTask } from '../../../platform/jobs/daily-tasks';
import { demoExpressProvider } from '../../../platform/express/express';
import { deliverSignedMailings } from './mailing.service';

/** Every morning: the invoice mailings whose express traces say signed are delivered. */
export const mailingDeliveryTask: DailyTask = {
  name: 'scm.purchase-mail-delivery',
  at: { hour: 6, minute: 20 },
  run: async ({ db }) => {
    await deliverSignedMailings(db, demoExpressProvider);
  },
};
