import type { OrderStatQuery } from '@portal/shared/contracts/stats';
import { orderStat } from '@portal/shared/contracts/stats.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/http';

const keys = {
  orderStat: ['stat', 'order'] as const,
};

/** The order statistic of a period (read from the rollups): kept on screen while the next one loads. */
export const useOrderStat = (query: OrderStatQuery | null) =>
  useQuery({
    queryKey: [...keys.orderStat, query],
    queryFn: ({ signal }) => api(orderStat.query, query as OrderStatQuery, { signal, silent: true }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** The statistic table's export (the export centre). */
export const orderStatExport = orderStat.export;
