import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { SessionProvider } from '../session/session';
import { Toaster } from './toaster';

export function Providers({ children }: { children: ReactNode }) {
  // One client for the life of the page; useState keeps it out of module scope for tests.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
