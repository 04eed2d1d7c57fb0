import type { PaymentImportRequest, PaymentPageQuery } from '@portal/shared/contracts/settlement';
import { match, orderMoney, payment } from '@portal/shared/contracts/settlement.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../shared/api-hooks';
import { api } from '../../shared/http';
import type { ListFilter } from '../../shared/page-table';
import { saveFile } from '../communal/use-files';
import { ORDER_QUERY_KEY } from '../orders/use-orders';
import { SETTLEMENT_QUERY_KEY } from './use-statements';

const PAYMENT_KEY = [...SETTLEMENT_QUERY_KEY, 'payments'] as const;

export const paymentQueryKeys = {
  page: (name: string) => [...PAYMENT_KEY, 'page', name] as const,
  counts: [...PAYMENT_KEY, 'counts'] as const,
  detail: (id: number | undefined) => [...PAYMENT_KEY, 'detail', id] as const,
  suggestions: (id: number | undefined) => [...PAYMENT_KEY, 'suggestions', id] as const,
  orderMoney: (orderId: number | undefined) => [...SETTLEMENT_QUERY_KEY, 'order-money', orderId] as const,
};

/**
 * Payments and allocations move orders' matched and outstanding amounts: every settlement screen,
 * the order detail (its checklist) and the order selection dialog's outstanding amounts (use-todo.ts).
 */
const MONEY_WRITES = [SETTLEMENT_QUERY_KEY, ORDER_QUERY_KEY] as const;

export type PaymentFilterValues = ListFilter<PaymentPageQuery>;

/** A payment list (PageTable) of a screen: `name` keeps each screen's pages apart in the cache. */
export const paymentList = (name: string) =>
  listOf<typeof payment.page, PaymentFilterValues>(payment.page, paymentQueryKeys.page(name));

/** The payment list's export (ExportButton). */
export const paymentExport = payment.export;

/** Payments per state (unmatched, partly matched, matched), for the tabs. */
export const usePaymentStateCounts = () =>
  useQuery({ queryKey: paymentQueryKeys.counts, queryFn: () => api(payment.stateCounts) });

/** One payment with its allocations and unallocated rest (not loaded without an id). */
export const usePaymentDetail = (id: number | undefined) =>
  useQuery({
    queryKey: paymentQueryKeys.detail(id),
    queryFn: () => api(payment.detail, { id: id as number }),
    enabled: id !== undefined && id > 0,
  });

/** The orders ranked as the likely match of a payment's rest, each with its reasons. */
export const useSuggestions = (paymentId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: paymentQueryKeys.suggestions(paymentId),
    queryFn: ({ signal }) => api(payment.suggestions, { paymentId: paymentId as number }, { signal }),
    enabled: enabled && paymentId !== undefined && paymentId > 0,
  });

/** Records a payment (it may be matched at once when certain). */
export const useAddPayment = () => useWrite(write(payment.add), MONEY_WRITES);

/** Corrects a payment without allocations. */
export const useUpdatePayment = () => useWrite(write(payment.update), MONEY_WRITES);

/** Deletes a payment without allocations. */
export const useDeletePayment = () => useWrite(write(payment.delete), MONEY_WRITES);

/** Saves the bank statement template. */
export const downloadImportTemplate = async () =>
  saveFile(await api(payment.importTemplate), 'template.xlsx');

/** The dry run of an uploaded bank statement: its row-by-row report (no success message). */
export const useCheckPaymentImport = () =>
  useWrite((input: PaymentImportRequest) => api(payment.importCheck, input), []);

/** Imports the payments of an uploaded bank statement. */
export const useImportPayments = () => useWrite(write(payment.import), MONEY_WRITES);

/** Allocates a payment's rest to orders whose outstanding amounts add up to it. */
export const useFullMatch = () => useWrite(write(match.full), MONEY_WRITES);

/** Allocates an explicit amount of a payment to each order. */
export const usePartMatch = () => useWrite(write(match.part), MONEY_WRITES);

/** Takes an allocation back. */
export const useUndoAllocation = () => useWrite(write(match.undo), MONEY_WRITES);

/** What an order is owed and received (the order detail's money block). */
export const useOrderMoney = (orderId: number | undefined) =>
  useQuery({
    queryKey: paymentQueryKeys.orderMoney(orderId),
    queryFn: () => api(orderMoney.detail, { orderId: orderId as number }),
    enabled: orderId !== undefined && orderId > 0,
  });
