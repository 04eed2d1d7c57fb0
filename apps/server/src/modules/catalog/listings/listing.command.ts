import { approveListing, listPendingListings, rejectListing } from './listing.service';
import { partnerSummaryOf } from '../../partner/partner.service';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';

const usage = [
  "listing pending                         listings awaiting the channels' review, oldest first",
  'listing approve <listingId>             the channel accepts: 1 -> 2 (on shelf)',
  'listing reject <listingId> <reason>     the channel refuses: 1 -> 4, the partner sees the reason',
];

/** `listing ...`: the channels' review of listings (in place of the channels' own systems). */
export const listingCommand: OpsCommand = {
  name: 'listing',
  usage,
  run: async ({ db }, args) => {
    const [action, id, ...rest] = args;
    if (action === 'pending') {
      const rows = await listPendingListings(db, 100);
      if (rows.length === 0) return 'no pending listings';
      const lines = [];
      for (const row of rows) {
        const partner = await partnerSummaryOf(db, row.partnerId);
        lines.push(
          `${String(row.id).padEnd(8)} ${partner.partnerNo.padEnd(10)} ${row.channelName.padEnd(8)} ${row.goodsName}`,
        );
      }
      return lines.join('\n');
    }
    const listingId = Number(id);
    if (!Number.isSafeInteger(listingId) || listingId <= 0) throw new OpsUsageError(usage);
    switch (action) {
      case 'approve':
        await approveListing(db, listingId);
        return `on shelf: ${listingId}`;
      case 'reject':
        await rejectListing(db, listingId, rest.join(' '));
        return `rejected: ${listingId}`;
      default:
        throw new OpsUsageError(usage);
    }
  },
};
