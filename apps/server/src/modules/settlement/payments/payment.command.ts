import { PaymentInputSchema } from '@portal/shared/contracts/settlement';
import { notFound } from '../../../platform/errors';
import { translate } from '../../../platform/i18n/translate';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';
import { partnerByNo } from '../../partner/partner.service';
import { enterPayment } from './payment-entry';
import { listPayments } from './payment.service';

const usage = [
  'payment add <partnerNo> <payer> <amount> <date> [serial] [remark]',
  "                                        money arrives from a customer: a payment of the partner's",
  '                                        (matched at once when certain: exact amount, same customer,',
  '                                        order number in the remark)',
  "payment list <partnerNo>                the partner's latest payments with what is left to match",
];

const partnerOf = async (db: Parameters<OpsCommand['run']>[0]['db'], partnerNo: string | undefined) => {
  if (!partnerNo) throw new OpsUsageError(usage);
  const partner = await partnerByNo(db, partnerNo);
  if (!partner) throw notFound('partner.notFound', { partnerNo });
  return partner;
};

/** `payment ...`: the bank's side of payments, for the demo and the operator. */
export const paymentCommand: OpsCommand = {
  name: 'payment',
  usage,
  run: async ({ db, locale }, args) => {
    const [action, partnerNo, ...rest] = args;
    switch (action) {
      case 'add': {
        const partner = await partnerOf(db, partnerNo);
        const [payer, amount, paidDate, bankSerial, ...remark] = rest;
        if (!payer || !amount || !paidDate) throw new OpsUsageError(usage);
        const parsed = PaymentInputSchema.safeParse({
          payer,
          amount,
          paidDate,
          bankSerial: bankSerial ?? null,
          remark: remark.join(' ') || null,
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return `refused: ${issue.path.join('.')} ${translate(locale, issue.message)}`;
        }
        const { id, matchedOrderNo } = await enterPayment(
          db,
          { partnerId: partner.id, accountId: null },
          parsed.data,
        );
        return matchedOrderNo
          ? `payment ${id} recorded, matched to order ${matchedOrderNo}`
          : `payment ${id} recorded`;
      }
      case 'list': {
        const partner = await partnerOf(db, partnerNo);
        const { rows } = await listPayments(db, partner.id, { current: 1, size: 20 });
        if (rows.length === 0) return 'no payments';
        return rows
          .map(
            (row) =>
              `${String(row.id).padEnd(8)} ${row.paidDate}  ¥${row.amount.padStart(11)}  rest ¥${row.restAmount.padStart(11)}  ${(row.bankSerial ?? '-').padEnd(22)} ${row.payer}`,
          )
          .join('\n');
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
