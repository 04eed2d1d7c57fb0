import type { TargetPageQuery } from '@portal/shared/contracts/targets';
import { target } from '@portal/shared/contracts/targets.endpoints';
import { listOf, useWrite, write } from '../../../shared/api-hooks';
import type { ListFilter } from '../../../shared/page-table';

/** Every cached read of targets: a write to one changes the list. */
export const TARGETS_KEY = ['analytics', 'targets'] as const;

export type TargetFilterValues = ListFilter<TargetPageQuery>;

export const targetList = listOf<typeof target.page, TargetFilterValues>(target.page, [
  ...TARGETS_KEY,
  'page',
]);

export const useAddTarget = () => useWrite(write(target.add), [TARGETS_KEY]);
export const useUpdateTarget = () => useWrite(write(target.update), [TARGETS_KEY]);
export const useDeleteTarget = () => useWrite(write(target.delete), [TARGETS_KEY]);
