import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { useToast } from '@/components/ui/use-toast';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const NoToaster: ComponentType = () => null;
// Should its code fail to load (offline, or a stale chunk after a deploy), toasts are not shown rather than the app breaking.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then(
    (m): { default: ComponentType } => ({ default: m.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

/**
 * Radix's toast code loads with the first toast rather than with the first screen; the toast waits in the store
 * meanwhile. Dismissed toasts stay in the store (spec §9), so the toaster stays mounted once it has shown one.
 */
function ToasterOnDemand() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The texts' language, query cache, session and toasts around the whole app (tooltips live in the signed-in shell). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <ToasterOnDemand />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
