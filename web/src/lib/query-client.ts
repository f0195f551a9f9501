import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescedTimeoutProvider } from './coalesced-timers';

const queryTimers = coalescedTimeoutProvider();

/** Query defaults of spec §9: no automatic retry, no refetch on focus, data never stale. Its timers share one. */
export function createQueryClient(): QueryClient {
  timeoutManager.setTimeoutProvider(queryTimers);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
