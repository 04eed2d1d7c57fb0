import { BIDDING_MODES, type BiddingMode, DECREMENT_KINDS } from '@portal/shared/contracts/bidding';
import { PartnerState } from '@portal/shared/constants';
import { fail, notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { simulateBids } from './bidding-simulator';
import {
  cancelProject,
  closeProjectNow,
  createProject,
  invitePartner,
  latestProjects,
  openProjectNow,
  type ProjectRecord,
  projectByNo,
  projectStandings,
} from './bidding.service';

const usage = [
  'bidding create --title <t> --customer <c> --ceiling <amount> --start <time|+minutes> --end <time|+minutes>',
  '        [--item "name|spec|quantity|unit"]... [--channel <id>] [--mode reverse|sealed] [--decrement <amount>|<n>%]',
  '        [--extend <minutes, 5>] [--max-extensions <3>] [--min-bidders <2>] [--no <projectNo>]   a project, not started',
  'bidding invite <projectNo> <partnerNo>...                invites partners (a notice each)',
  'bidding open <projectNo>                                 starts a project now',
  'bidding close <projectNo>                                ends the bidding now, then awards it (or it fails)',
  'bidding cancel <projectNo> <reason...>                   cancels a project; its bids are void',
  'bidding show <projectNo>                                 the project and its bidders in rank order',
  'bidding list                                             the latest projects',
  'bidding simulate <projectNo> [--minutes 3] [--interval <seconds, 5>] [--against <partnerNo, GYS000001>]',
  '                                                         rival partners bid against one partner',
];

const STATE_NAMES: Record<number, string> = {
  1: 'not started',
  2: 'open',
  3: 'closed, awaiting result',
  4: 'awarded',
  6: 'cancelled',
  7: 'failed',
};

const lineOf = (p: ProjectRecord) =>
  [
    p.projectNo.padEnd(16),
    p.mode.padEnd(8),
    `state ${p.state} ${STATE_NAMES[p.state] ?? ''}`.padEnd(32),
    `¥${p.ceilingAmount.padStart(12)}`,
    `${p.startTime.toISOString()}..${p.endTime.toISOString()}`,
    `ext ${p.extensions}/${p.maxExtensions}`,
    p.result ?? '',
    p.title,
  ].join('  ');

/** `--name value` pairs; `--item` may repeat. */
const optionsOf = (args: readonly string[]) => {
  const options = new Map<string, string>();
  const items: string[] = [];
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i];
    const value = args[i + 1];
    if (!key?.startsWith('--') || value === undefined) throw new OpsUsageError(usage);
    if (key === '--item') items.push(value);
    else options.set(key.slice(2), value);
  }
  return { options, items };
};

/** An ISO time, or '+N' minutes from now. */
const timeOf = (text: string | undefined): Date => {
  if (!text) throw new OpsUsageError(usage);
  if (/^\+\d{1,6}$/.test(text)) return new Date(Date.now() + Number(text.slice(1)) * 60_000);
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw new OpsUsageError(usage);
  return time;
};

const intOf = (text: string | undefined, fallback: number): number => {
  if (text === undefined) return fallback;
  if (!/^\d{1,6}$/.test(text)) throw new OpsUsageError(usage);
  return Number(text);
};

const DEFAULT_ITEM = '办公用品一批|按清单|1|批';

/** `bidding ...`: the operator's side of bidding projects. */
export const biddingCommand: OpsCommand = {
  name: 'bidding',
  usage,
  run: async ({ db, config }, args) => {
    const [action, ...rest] = args;
    switch (action) {
      case 'create': {
        const { options, items } = optionsOf(rest);
        const title = options.get('title');
        const customerName = options.get('customer');
        const ceilingAmount = options.get('ceiling');
        if (!title || !customerName || !ceilingAmount) throw new OpsUsageError(usage);
        const mode = (options.get('mode') ?? 'reverse') as BiddingMode;
        if (!BIDDING_MODES.includes(mode)) throw new OpsUsageError(usage);
        const decrementText = options.get('decrement') ?? '0.5%';
        const decrement = decrementText.endsWith('%')
          ? { kind: DECREMENT_KINDS[1], value: decrementText.slice(0, -1).trim() }
          : { kind: DECREMENT_KINDS[0], value: decrementText };
        const channel = options.get('channel');
        const project = await createProject(
          db,
          {
            projectNo: options.get('no'),
            title,
            customerName,
            channelId: channel === undefined ? null : intOf(channel, 0),
            ceilingAmount,
            startTime: timeOf(options.get('start')),
            endTime: timeOf(options.get('end')),
            decrement,
            mode,
            extendMinutes: intOf(options.get('extend'), 5),
            maxExtensions: intOf(options.get('max-extensions'), 3),
            minBidders: intOf(options.get('min-bidders'), 2),
            items: (items.length ? items : [DEFAULT_ITEM]).map((text) => {
              const [name = '', spec = '', quantity = '', unit = ''] = text
                .split('|')
                .map((part) => part.trim());
              return { name, spec, quantity, unit };
            }),
          },
          config.timeZone,
        );
        return `created: ${lineOf(project)}`;
      }
      case 'invite': {
        const [projectNo, ...partnerNos] = rest;
        if (!projectNo || partnerNos.length === 0) throw new OpsUsageError(usage);
        const project = await projectByNo(db, projectNo);
        const lines: string[] = [];
        for (const partnerNo of partnerNos) {
          const partner = await partnerByNo(db, partnerNo);
          if (!partner) throw notFound('partner.notFound', { partnerNo });
          if (partner.state !== PartnerState.active) throw fail('bidding.partnerNotActive');
          const invited = await invitePartner(db, project.id, partner.id);
          lines.push(`${partnerNo}: ${invited ? 'invited' : 'invited already'}`);
        }
        return lines.join('\n');
      }
      case 'open':
      case 'close':
      case 'show': {
        if (rest.length !== 1) throw new OpsUsageError(usage);
        const project = await projectByNo(db, rest[0]);
        if (action === 'open') return `opened: ${lineOf(await openProjectNow(db, project.id))}`;
        if (action === 'close') return `closed: ${lineOf(await closeProjectNow(db, project.id))}`;
        const bidders = await projectStandings(db, project.id);
        return [
          lineOf(project),
          ...bidders.map(
            (row, index) =>
              `  ${String(index + 1).padStart(3)}. partner ${row.partner_id}  state ${row.state}  ` +
              `best ${row.best_amount ?? '-'}  at ${row.best_bid_time ?? '-'}  bids ${row.bid_count}  ${row.award_state ?? ''}`,
          ),
        ].join('\n');
      }
      case 'cancel': {
        const [projectNo, ...reason] = rest;
        if (!projectNo || reason.length === 0) throw new OpsUsageError(usage);
        const project = await projectByNo(db, projectNo);
        return `cancelled: ${lineOf(await cancelProject(db, project.id, reason.join(' ')))}`;
      }
      case 'list': {
        const rows = await latestProjects(db);
        return rows.length === 0 ? 'no bidding projects' : rows.map(lineOf).join('\n');
      }
      case 'simulate': {
        const [projectNo, ...more] = rest;
        if (!projectNo) throw new OpsUsageError(usage);
        const { options } = optionsOf(more);
        const project = await projectByNo(db, projectNo);
        const against = options.get('against') ?? 'GYS000001';
        const partner = await partnerByNo(db, against);
        if (!partner) throw notFound('partner.notFound', { partnerNo: against });
        const minutes = intOf(options.get('minutes'), 3);
        if (minutes < 1 || minutes > 60) throw new OpsUsageError(usage);
        const accepted = await simulateBids(db, {
          projectId: project.id,
          exceptPartnerId: partner.id,
          minutes,
          intervalMs: Math.max(1, intOf(options.get('interval'), 5)) * 1000,
        });
        return `simulated bids accepted: ${accepted}`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
