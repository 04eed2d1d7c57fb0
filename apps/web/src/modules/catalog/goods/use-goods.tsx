import type { GoodsBatchResult } from '@portal/shared/contracts/goods';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { modal } from '../../../shared/feedback';

/** Query key prefix of the goods lists, details and state counts. */
export const GOODS_QUERY_KEY = ['catalog', 'goods'] as const;

/** Refreshes every goods list, detail and count on screen after a change. */
export const useRefreshGoods = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: GOODS_QUERY_KEY });
};

/**
 * Runs a batch action (submit, disable, enable, delete), then refreshes; goods the server did
 * not change are listed with the reason (the summary itself is the server's success message).
 */
export const useGoodsBatch = () => {
  const { t } = useTranslation('catalog');
  const refresh = useRefreshGoods();
  return async (action: (ids: number[]) => Promise<GoodsBatchResult>, ids: number[]) => {
    const result = await action(ids);
    await refresh();
    if (result.refused.length > 0) {
      modal.warning({
        title: t('goods.refused'),
        content: (
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {result.refused.map((item) => (
              <li key={item.id}>
                {item.name || `#${item.id}`}: {item.reason}
              </li>
            ))}
          </ul>
        ),
      });
    }
    return result;
  };
};
