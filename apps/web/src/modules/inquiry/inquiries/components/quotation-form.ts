import type {
  InquiryItem,
  PricePositionBatch,
  QuotationDetail,
  QuotationInput,
} from '@portal/shared/contracts/inquiry';
import { compareMoney, isMoneyString } from '@portal/shared/money-text';
import dayjs, { type Dayjs } from 'dayjs';
import { draftTotalsOf } from '../../../orders/order-amounts';

/** One line of the quotation editor as its form holds it (under `lines`, in the inquiry's line order). */
export type LineValues = {
  itemId: number;
  cannotSupply: boolean;
  unitPrice?: string;
  brand?: string;
  model?: string;
  /** The partner's own SKU offered. */
  skuId?: number | null;
  remark?: string;
};

/** The quotation editor's form. */
export type QuotationValues = {
  validUntil?: Dayjs | null;
  deliveryDays?: string | number | null;
  freight?: string;
  taxRate?: string;
  supplierQuoteNo?: string;
  remark?: string;
  attachmentFileId?: number | null;
  lines?: LineValues[];
};

/** The VAT rates a quotation offers, as fractions on the wire ("0.13" is 13 %). */
export const TAX_RATES = ['0.13', '0.09', '0.06', '0.03', '0.01', '0'] as const;

/** A fraction as a percentage text: "0.13" -> "13", "-0.065" -> "-6.5" (exact, on the digits). */
export const percentOf = (fraction: string): string => {
  if (fraction.startsWith('-')) return `-${percentOf(fraction.slice(1))}`;
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = `${whole}${decimals.padEnd(2, '0')}`;
  const integer = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
};

const text = (value: string | null | undefined): string | undefined => value ?? undefined;

/** A stored tax rate ("0.1300") as the option of the same rate ("0.13"), else as stored. */
export const taxRateOption = (rate: string): string =>
  TAX_RATES.find((option) => compareMoney(option, rate) === 0) ?? rate;

/**
 * The form's first values: the quotation's working copy (its draft, else its latest sent revision),
 * or, before the first save, every line empty with the brand asked for, no freight and 13 % VAT.
 */
export const initialValuesOf = (detail: QuotationDetail): QuotationValues => {
  const { inquiry, quotation } = detail;
  if (!quotation) {
    return {
      freight: '0',
      taxRate: '0.13',
      lines: inquiry.items.map((item) => ({
        itemId: item.id,
        cannotSupply: false,
        brand: item.brand || undefined,
      })),
    };
  }
  const { head } = quotation;
  const byItem = new Map(quotation.lines.map((line) => [line.itemId, line]));
  return {
    validUntil: head.validUntil ? dayjs(head.validUntil) : null,
    deliveryDays: head.deliveryDays,
    freight: head.freight,
    taxRate: taxRateOption(head.taxRate),
    supplierQuoteNo: text(head.supplierQuoteNo),
    remark: text(head.remark),
    attachmentFileId: head.attachment?.id ?? null,
    lines: inquiry.items.map((item) => {
      const line = byItem.get(item.id);
      return {
        itemId: item.id,
        cannotSupply: line?.cannotSupply ?? false,
        unitPrice: text(line?.unitPrice),
        brand: text(line?.brand),
        model: text(line?.model),
        skuId: line?.skuId ?? null,
        remark: text(line?.remark),
      };
    }),
  };
};

const trimmed = (value: string | undefined | null): string | null => {
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
};

/** The form as the save / send body: texts trimmed, empties null, a declined line without a price. */
export const quotationInputOf = (inquiryId: number, values: QuotationValues): QuotationInput => {
  const days = String(values.deliveryDays ?? '').trim();
  return {
    inquiryId,
    validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null,
    deliveryDays: days === '' ? null : Number(days),
    freight: trimmed(values.freight) ?? '0',
    taxRate: values.taxRate ?? '0.13',
    supplierQuoteNo: trimmed(values.supplierQuoteNo),
    remark: trimmed(values.remark),
    attachmentFileId: values.attachmentFileId ?? null,
    lines: (values.lines ?? []).map((line) => ({
      itemId: line.itemId,
      cannotSupply: line.cannotSupply,
      unitPrice: line.cannotSupply ? null : trimmed(line.unitPrice),
      brand: trimmed(line.brand),
      model: trimmed(line.model),
      skuId: line.skuId ?? null,
      remark: trimmed(line.remark),
    })),
  } as QuotationInput;
};

/** A line's price when it is one the server takes (above zero, at most two decimals), else null. */
export const validPriceOf = (line: LineValues | undefined): string | null => {
  if (!line || line.cannotSupply) return null;
  const price = line.unitPrice?.trim() ?? '';
  return isMoneyString(price) && /[1-9]/.test(price) ? price : null;
};

/** Lines priced, lines declined, the items amount and the total (items + freight), exact as typed. */
export const totalsOf = (items: readonly InquiryItem[], values: QuotationValues) => {
  const lines = values.lines ?? [];
  const priced = items.map((item, index) => ({
    quantity: item.quantity,
    unitPrice: validPriceOf(lines[index]) ?? undefined,
  }));
  const { itemsAmount, totalAmount } = draftTotalsOf(priced, values.freight);
  return {
    quotedLines: priced.filter((line) => line.unitPrice !== undefined).length,
    declinedLines: lines.filter((line) => line?.cannotSupply).length,
    itemsAmount,
    totalAmount,
  };
};

/** What the price positions are asked for: every line with its SKU and the price typed (when valid). */
export const positionQueryOf = (
  inquiryId: number,
  values: QuotationValues,
): PricePositionBatch | undefined => {
  const lines = (values.lines ?? []).filter((line) => line && !line.cannotSupply);
  if (lines.length === 0) return undefined;
  return {
    inquiryId,
    lines: lines.map((line) => ({
      itemId: line.itemId,
      skuId: line.skuId ?? null,
      unitPrice: validPriceOf(line),
    })),
  } as PricePositionBatch;
};
