import {
  approvePartner,
  disablePartner,
  enablePartner,
  listDetailChangeRequests,
  listPartners,
  type PartnerSummary,
  rejectPartner,
} from './partner.service';
import { type OpsCommand, OpsUsageError } from '../../platform/ops/ops-command';

// The CLI runs without the routes that normally register the module's messages.
const usage = [
  'partner list [state]                    partners, newest first (state 1 active, 2 disabled, 3 review, 4 details)',
  'partner approve <partnerNo>             review passed: 3 -> 1',
  'partner reject <partnerNo> <reason>     review failed: 3 -> 4, the partner sees the reason',
  'partner disable <partnerNo> <reason>    -> 2: sessions end, sign-in answers 0008 with the reason',
  'partner enable <partnerNo>              2 -> 1',
  'partner requests                        change requests of approved partners for their details, newest first',
];

const STATE_NAMES: Record<number, string> = {
  1: 'active',
  2: 'disabled',
  3: 'under review',
  4: 'details to complete',
};

const lineOf = (p: PartnerSummary) =>
  [
    p.partnerNo.padEnd(10),
    `${p.state} ${STATE_NAMES[p.state] ?? ''}`.padEnd(22),
    p.name,
    p.stateReason ? `  (${p.stateReason})` : '',
  ].join(' ');

/** `partner ...`: the operator's review of partners (DOMAIN.md, partner and accounts). */
export const partnerCommand: OpsCommand = {
  name: 'partner',
  usage,
  run: async ({ db }, args) => {
    const [action, partnerNo, ...rest] = args;
    const reason = rest.join(' ');
    if (action === 'list') {
      const state = partnerNo === undefined ? undefined : Number(partnerNo);
      if (state !== undefined && !STATE_NAMES[state]) throw new OpsUsageError(usage);
      const partners = await listPartners(db, { state, limit: 100 });
      return partners.length === 0 ? 'no partners' : partners.map(lineOf).join('\n');
    }
    if (action === 'requests') {
      const requests = await listDetailChangeRequests(db);
      return requests.length === 0
        ? 'no change requests'
        : requests
            .map((r) => `${r.partnerNo.padEnd(10)} ${r.requestedAt.toISOString()}  ${r.name}: ${r.content}`)
            .join('\n');
    }
    if (!partnerNo) throw new OpsUsageError(usage);
    switch (action) {
      case 'approve':
        return `approved: ${lineOf(await approvePartner(db, partnerNo))}`;
      case 'reject':
        return `rejected: ${lineOf(await rejectPartner(db, partnerNo, reason))}`;
      case 'disable':
        return `disabled: ${lineOf(await disablePartner(db, partnerNo, reason))}`;
      case 'enable':
        return `enabled: ${lineOf(await enablePartner(db, partnerNo))}`;
      default:
        throw new OpsUsageError(usage);
    }
  },
};
