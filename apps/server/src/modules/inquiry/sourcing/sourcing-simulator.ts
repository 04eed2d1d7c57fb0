import type { AnswerLineInput, SourcingLine } from '@portal/shared/contracts/sourcing';
import { multiply, toMoney } from '@portal/shared/money';
import type { DbOrTx } from '../../../db/client';
import { recordAnswer } from './answer.service';
import { linesOf } from './sourcing.service';

/** A stable number in [0, 1) from a text: the same item and firm always give the same price. */
const hashOf = (text: string): number => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash / 2 ** 32;
};

/**
 * The price a firm outside the portal would give for a line: a base price of the item (20 to 2,000
 * yuan, the same for every firm) and the firm's own margin of -8 % to +8 %; VAT 13 % included.
 */
export const simulatedAnswerLine = (line: SourcingLine, firmName: string): AnswerLineInput => {
  const base = toMoney(20 + Math.round(hashOf(`${line.itemName}|${line.spec ?? ''}`) * 198000) / 100);
  const margin = (0.92 + Math.round(hashOf(`${firmName}|${line.itemName}`) * 16) / 100).toFixed(2);
  return {
    lineId: line.id,
    unitPrice: multiply(base, margin),
    taxIncluded: true,
    taxRate: '13',
    deliveryDays: 3 + Math.floor(hashOf(`${firmName}|days`) * 12),
    remark: null,
  };
};

/**
 * Answers a request as one firm through the one answer path (source 'operator'): with `prices`
 * given one per line ("118.00" tax included, "100@13" before 13 % tax), otherwise simulated.
 */
export const answerAsFirm = async (
  db: DbOrTx,
  partnerId: number,
  request: { id: number },
  firm: { cooperatorId: number; name: string },
  prices: readonly string[] = [],
  clock: { now?: Date } = {},
): Promise<void> => {
  const lines = await linesOf(db, partnerId, request.id);
  const answers = lines.flatMap((line, i): AnswerLineInput[] => {
    const price = prices[i];
    if (prices.length > 0 && (price === undefined || price === '-')) return [];
    if (price === undefined) return [simulatedAnswerLine(line, firm.name)];
    const [unitPrice, taxRate] = price.split('@');
    return [
      {
        lineId: line.id,
        unitPrice,
        taxIncluded: taxRate === undefined,
        taxRate: taxRate ?? null,
        deliveryDays: 7,
        remark: null,
      },
    ];
  });
  await recordAnswer(
    db,
    { partnerId, accountId: null },
    { requestId: request.id, cooperatorId: firm.cooperatorId, lines: answers },
    'operator',
    clock,
  );
};
