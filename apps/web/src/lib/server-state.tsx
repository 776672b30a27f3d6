import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Server state (TanStack Query) for the screens that fetch through it. One client for the page's
 * life, so screens share their cache; it loads with those screens, not with the public pages (issue 8).
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Screens refetch on mount; a refetch on every window focus would fight offline editing.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      retry: 1,
    },
  },
});

export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
