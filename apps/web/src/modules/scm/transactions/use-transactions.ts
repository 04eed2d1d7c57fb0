import type {
  TransactionFilter,
  TransactionGroupQuery,
  TransactionPageQuery,
} from '@portal/shared/contracts/scm-transactions';
import { scmTransaction } from '@portal/shared/contracts/scm-transactions.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listOf } from '../../../shared/api-hooks';
import { api } from '../../../shared/http';
import type { ListFilter } from '../../../shared/page-table';

/** Everything scm shows; a purchase or a sale anywhere may change it. */
export const SCM_TRANSACTION_KEY = ['scm', 'transactions'] as const;

export type TransactionFilterValues = ListFilter<TransactionPageQuery>;
export type TransactionGroupFilterValues = ListFilter<TransactionGroupQuery>;

/** The transaction list (PageTable). */
export const transactionList = listOf<typeof scmTransaction.page, TransactionFilterValues>(
  scmTransaction.page,
  [...SCM_TRANSACTION_KEY, 'page'],
);

/** The per supplier, goods or month sums (PageTable). */
export const transactionGroupList = listOf<typeof scmTransaction.groups, TransactionGroupFilterValues>(
  scmTransaction.groups,
  [...SCM_TRANSACTION_KEY, 'groups'],
);

/** The exact sums of the transactions the filter selects (the previous sums stay while loading). */
export const useTransactionSums = (filter: Partial<TransactionFilter>) =>
  useQuery({
    queryKey: [...SCM_TRANSACTION_KEY, 'sums', filter],
    queryFn: ({ signal }) => api(scmTransaction.sums, filter as TransactionFilter, { signal }),
    placeholderData: keepPreviousData,
  });

export const transactionExport = scmTransaction.export;
export const transactionGroupExport = scmTransaction.groupExport;
