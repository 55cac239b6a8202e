import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from '../api/client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: shouldRetryRead,
    },
  },
});
