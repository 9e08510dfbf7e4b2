import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCode, isUnauthorized } from './errors';

export interface QueryClientHooks {
  /** The server says the session is gone (UNAUTHORIZED) while loading data. */
  onSessionLost: (source: 'query' | 'mutation') => void;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error) {
        if (isUnauthorized(error)) hooks.onSessionLost('query');
      },
    }),
    mutationCache: new MutationCache({
      onError(error) {
        if (isUnauthorized(error)) hooks.onSessionLost('mutation');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry only network failures: an answer from the server (any tRPC code) is final.
        retry: (failureCount, error) => errorCode(error) === undefined && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
