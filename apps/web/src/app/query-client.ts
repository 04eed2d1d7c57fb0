import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../locales';
import { ApiError } from '../shared/http';

/**
 * One client for the signed-in shell. Only network failures are retried: a business answer
 * (1111, 0001, 0002, 0008) would only repeat itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => error instanceof ApiError && error.code === 'network' && failures < 2,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
    mutations: { retry: false },
  },
});

// Answers carry server texts in the request's language (notices, messages, export names): a
// language switch asks again for what is on screen.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
