import type {
  AuthorizationInput,
  AuthorizationPageQuery,
  AuthorizationUpdate,
  BrandInput,
  BrandPageQuery,
  BrandRecordPageQuery,
} from '@portal/shared/contracts/brand';
import { brand, brandAuthorization, brandRecord } from '@portal/shared/contracts/catalog.endpoints';
import { useQuery } from '@tanstack/react-query';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Query key prefix of the brand, authorization and brand-history lists. */
export const BRAND_QUERY_KEY = ['catalog', 'brand'] as const;

export type BrandFilter = ListFilter<BrandPageQuery>;
export type AuthorizationFilter = ListFilter<AuthorizationPageQuery>;
export type BrandRecordFilter = ListFilter<BrandRecordPageQuery>;

/** /brand/index: the partner's brands (PageTable) and their export (ExportButton). */
export const brandList = listOf<typeof brand.page, BrandFilter>(brand.page, [...BRAND_QUERY_KEY, 'page']);
export const brandExport = brand.export;

/** /brand/authorization: the partner's authorizations and their export. */
export const authorizationList = listOf<typeof brandAuthorization.page, AuthorizationFilter>(
  brandAuthorization.page,
  [...BRAND_QUERY_KEY, 'authorizations'],
);
export const authorizationExport = brandAuthorization.export;

/** /brand/record: every change of the partner's brands and authorizations, and their export. */
export const brandRecordList = listOf<typeof brandRecord.page, BrandRecordFilter>(brandRecord.page, [
  ...BRAND_QUERY_KEY,
  'records',
]);
export const brandRecordExport = brandRecord.export;

/** One brand (not loaded without an id). */
export const useBrandDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...BRAND_QUERY_KEY, 'detail', id],
    queryFn: () => api(brand.detail, { id: id as number }),
    enabled: id !== undefined,
  });

/** The brand with exactly this name, or null (no message: the form says it in place). */
export const findExactBrand = (brandName: string) =>
  api(brand.exact, { brandName }, { silent: true }).catch(() => null);

const addBrand = write(brand.add);
const updateBrand = write(brand.update);

/** Creates a brand, or changes the one with `id`; every brand list shows the change. */
export const useSaveBrand = () =>
  useWrite(
    (input: BrandInput & { id?: number }) =>
      input.id ? updateBrand({ ...input, id: input.id }) : addBrand(input),
    [BRAND_QUERY_KEY],
  );

const applyForAuthorization = write(brandAuthorization.add);
const resubmitAuthorization = write(brandAuthorization.update);

/** Applies for an authorization, or changes and resubmits the one with `id`. */
export const useSaveAuthorization = () =>
  useWrite(
    (input: AuthorizationInput | AuthorizationUpdate) =>
      'id' in input ? resubmitAuthorization(input) : applyForAuthorization(input),
    [BRAND_QUERY_KEY],
  );
