import { category, listing, listingRecord } from '@portal/shared/contracts/catalog.endpoints';
import type {
  ListingFilter,
  ListingInput,
  ListingPriceUpdate,
  ListingRecordPageQuery,
  ListingUpdate,
} from '@portal/shared/contracts/listing';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';
import { channelOptions } from '../../../shared/selectors/use-catalog-options';

/** Query key prefix of the channel listings, their details and the channel record. */
export const LISTING_QUERY_KEY = ['catalog', 'listing'] as const;

export type ListingFilterValues = Partial<ListingFilter>;
export type ListingRecordFilter = ListFilter<ListingRecordPageQuery>;

/** One channel's listings (PageTable). */
export const listingList = (channelId: number) =>
  listOf<typeof listing.page, ListingFilterValues>(listing.page, [...LISTING_QUERY_KEY, 'page', channelId]);

/** The listings' export (ExportButton). */
export const listingExport = listing.export;

/** /goods/channel_record: every price and state change of the partner's listings (RecordList). */
export const listingRecordList = listOf<typeof listingRecord.page, ListingRecordFilter>(listingRecord.page, [
  ...LISTING_QUERY_KEY,
  'records',
]);

/** The channel record's export (RecordList). */
export const listingRecordExport = listingRecord.export;

/** The partner's joined channels, one tab each on /goods/channel. */
export const useJoinedChannels = () =>
  useQuery({
    queryKey: [...LISTING_QUERY_KEY, 'channels'],
    queryFn: () => channelOptions.partnerList(''),
  });

/** One listing with its prices (not loaded without an id). */
export const useListingDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...LISTING_QUERY_KEY, 'detail', id],
    queryFn: () => api(listing.detail, { id: id as number }),
    enabled: id !== undefined,
  });

/** What a listing of goods in a channel starts from (not loaded before the goods is known). */
export const useListingDraft = (channelId: number, goodsId: number | undefined) =>
  useQuery({
    queryKey: [...LISTING_QUERY_KEY, 'draft', channelId, goodsId],
    queryFn: () => api(listing.draft, { channelId, goodsId: goodsId as number }),
    enabled: goodsId !== undefined && Number.isSafeInteger(goodsId),
  });

/** A channel's whole category tree, for choosing the listing's channel category. */
export const useChannelTree = (channelId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...LISTING_QUERY_KEY, 'tree', channelId],
    queryFn: () => api(category.channelTree, { channelId }),
    enabled,
  });

// Every change to a listing refreshes every listing list, detail and record on screen.

const add = write(listing.add);
const update = write(listing.update);
const prices = write(listing.price);

/** Saves the listing form: a new listing, a listing's category and prices, or its prices only. */
export const useSaveListing = () =>
  useWrite(
    (
      input:
        | { mode: 'add'; listing: ListingInput }
        | { mode: 'edit'; listing: ListingUpdate }
        | { mode: 'price'; listing: ListingPriceUpdate },
    ) =>
      input.mode === 'add'
        ? add(input.listing)
        : input.mode === 'edit'
          ? update(input.listing)
          : prices(input.listing),
    [LISTING_QUERY_KEY],
  );

export const useSubmitListing = () => useWrite(write(listing.submit), [LISTING_QUERY_KEY]);

export const useTakeOffListing = () => useWrite(write(listing.off), [LISTING_QUERY_KEY]);
