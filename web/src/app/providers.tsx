import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { createQueryClient } from '@/lib/query-client';

// Loaded beside the first screen rather than inside it; toasts raised before it arrives wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Query cache, session and toasts around the whole app (tooltips live in the signed-in shell). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
