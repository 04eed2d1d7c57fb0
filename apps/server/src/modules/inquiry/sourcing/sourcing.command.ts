import { OPEN_SOURCING_STATES, SourcingAnswerInputSchema } from '@portal/shared/contracts/sourcing';
import { notFound } from '../../../platform/errors';
import { translate } from '../../../platform/i18n/translate';
import { type OpsCommand, type OpsContext, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { answerAsFirm } from './sourcing-simulator';
import { firmsOf, linesOf, listRequests, requestByNo } from './sourcing.service';

const usage = [
  "sourcing list <partnerNo>               the partner's batch inquiries awaiting answers, with the firms asked",
  'sourcing answer <partnerNo> <requestNo> <firm> [price ...]',
  '                                        a cooperation partner (its name or id) answers every line: one price',
  '                                        per line ("118.00" tax included, "100@13" before 13 % VAT, "-" none),',
  '                                        or prices of its own when none are given',
  'sourcing simulate <partnerNo> [requestNo]',
  '                                        every firm asked that has not answered yet answers (one request, or all',
  '                                        awaiting answers)',
];

const partnerOf = async (db: OpsContext['db'], partnerNo: string | undefined) => {
  if (!partnerNo) throw new OpsUsageError(usage);
  const partner = await partnerByNo(db, partnerNo);
  if (!partner) throw notFound('partner.notFound', { partnerNo });
  return partner;
};

const requestOfNo = async (db: OpsContext['db'], partnerId: number, requestNo: string | undefined) => {
  if (!requestNo) throw new OpsUsageError(usage);
  const request = await requestByNo(db, partnerId, requestNo);
  if (!request) throw notFound('sourcing.request.notFound');
  return request;
};

/** The open requests of a partner, newest first (at most 100). */
const openRequests = async (db: OpsContext['db'], partnerId: number, timeZone: string) =>
  (await listRequests(db, partnerId, { current: 1, size: 100 }, timeZone)).rows.filter((row) =>
    OPEN_SOURCING_STATES.includes(row.state),
  );

/** `sourcing ...`: the cooperation partners' side of batch inquiries (they are outside the portal). */
export const sourcingCommand: OpsCommand = {
  name: 'sourcing',
  usage,
  run: async ({ db, config, locale }, args) => {
    const [action, partnerNo, ...rest] = args;
    switch (action) {
      case 'list': {
        const partner = await partnerOf(db, partnerNo);
        const requests = await openRequests(db, partner.id, config.timeZone);
        if (requests.length === 0) return 'no batch inquiry awaiting answers';
        const blocks = [];
        for (const request of requests) {
          const firms = await firmsOf(db, partner.id, request.id);
          blocks.push(
            [
              `${request.requestNo}  ${request.title}  (deadline ${request.deadline}, ${request.lineCount} lines)`,
              ...firms.map(
                (firm) =>
                  `    ${String(firm.cooperatorId).padEnd(6)} ${firm.answeredTime ? 'answered' : 'waiting '} ${firm.name}`,
              ),
            ].join('\n'),
          );
        }
        return blocks.join('\n');
      }
      case 'answer': {
        const partner = await partnerOf(db, partnerNo);
        const [requestNo, firmName, ...prices] = rest;
        if (!firmName) throw new OpsUsageError(usage);
        const request = await requestOfNo(db, partner.id, requestNo);
        const firm = (await firmsOf(db, partner.id, request.id)).find(
          (candidate) => candidate.name === firmName || String(candidate.cooperatorId) === firmName,
        );
        if (!firm) return `refused: ${translate(locale, 'sourcing.answer.firmNotAsked')}`;
        const lines = await linesOf(db, partner.id, request.id);
        if (prices.length > lines.length)
          return `refused: ${lines.length} line(s), ${prices.length} prices given`;
        const checked = SourcingAnswerInputSchema.safeParse({
          requestId: request.id,
          cooperatorId: firm.cooperatorId,
          lines: prices.flatMap((price, i) => {
            if (price === '-') return [];
            const [unitPrice, taxRate] = price.split('@');
            return [
              {
                lineId: lines[i].id,
                unitPrice,
                taxIncluded: taxRate === undefined,
                taxRate: taxRate ?? null,
              },
            ];
          }),
        });
        if (prices.length > 0 && !checked.success) {
          const issue = checked.error.issues[0];
          return `refused: ${issue.path.join('.')} ${translate(locale, issue.message)}`;
        }
        await answerAsFirm(db, partner.id, request, firm, prices);
        return `${firm.name} answered ${request.requestNo}`;
      }
      case 'simulate': {
        const partner = await partnerOf(db, partnerNo);
        const [requestNo] = rest;
        const requests = requestNo
          ? [await requestOfNo(db, partner.id, requestNo)]
          : await openRequests(db, partner.id, config.timeZone);
        const answered: string[] = [];
        for (const request of requests) {
          for (const firm of await firmsOf(db, partner.id, request.id)) {
            if (firm.answeredTime) continue;
            await answerAsFirm(db, partner.id, request, firm);
            answered.push(`${request.requestNo}: ${firm.name}`);
          }
        }
        return answered.length === 0 ? 'no firm left to answer' : answered.join('\n');
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
