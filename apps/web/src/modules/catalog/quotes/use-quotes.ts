import { invitation, quote } from '@portal/shared/contracts/catalog.endpoints';
import type {
  InvitationPageQuery,
  QuoteInput,
  QuotePageQuery,
  QuotePriceUpdate,
} from '@portal/shared/contracts/quote';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Query key prefix of the store invitations and the partner's quotes. */
export const QUOTE_QUERY_KEY = ['catalog', 'quote'] as const;

export type InvitationFilter = ListFilter<InvitationPageQuery>;
export type QuoteFilter = ListFilter<QuotePageQuery>;

/** Channel stores' invitations to quote (PageTable). */
export const invitationList = listOf<typeof invitation.page, InvitationFilter>(invitation.page, [
  ...QUOTE_QUERY_KEY,
  'invitations',
]);

/** The invitations' export (ExportButton). */
export const invitationExport = invitation.export;

/** The partner's quotes to the stores (PageTable). */
export const quoteList = listOf<typeof quote.page, QuoteFilter>(quote.page, [...QUOTE_QUERY_KEY, 'page']);

/** The quotes' export (ExportButton). */
export const quoteExport = quote.export;

/** Invitations per state, for the tabs. */
export const useInvitationCounts = () =>
  useQuery({
    queryKey: [...QUOTE_QUERY_KEY, 'invitationCounts'],
    queryFn: () => api(invitation.counts),
  });

/** What a quote of goods to an invitation's store starts from (not loaded before both are known). */
export const useQuoteDraft = (invitationId: number | undefined, goodsId: number | undefined) =>
  useQuery({
    queryKey: [...QUOTE_QUERY_KEY, 'draft', invitationId, goodsId],
    queryFn: () => api(quote.draft, { invitationId: invitationId as number, goodsId: goodsId as number }),
    enabled: invitationId !== undefined && goodsId !== undefined,
  });

/** One quote with its prices (not loaded without an id). */
export const useQuoteDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...QUOTE_QUERY_KEY, 'detail', id],
    queryFn: () => api(quote.detail, { id: id as number }),
    enabled: id !== undefined,
  });

// Every answer to an invitation and every change to a quote refreshes every invitation and quote
// list on screen (the counts of the tabs too).

export const useAcceptInvitation = () => useWrite(write(invitation.accept), [QUOTE_QUERY_KEY]);

export const useDeclineInvitation = () => useWrite(write(invitation.decline), [QUOTE_QUERY_KEY]);

const add = write(quote.add);
const reprice = write(quote.price);

/** Quotes goods to an invitation's store, or gives a quote new prices (`id`). */
export const useSaveQuote = () =>
  useWrite(
    (input: QuoteInput | QuotePriceUpdate) => ('id' in input ? reprice(input) : add(input)),
    [QUOTE_QUERY_KEY],
  );

export const useWithdrawQuote = () => useWrite(write(quote.withdraw), [QUOTE_QUERY_KEY]);
