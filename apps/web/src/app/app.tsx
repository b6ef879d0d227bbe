import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Providers } from './providers';
import { ServerQueryClient } from './query-layer-context';
import { AppRoutes } from './router';

export interface AppProps {
  /** The server's client, filled with the data of the page it renders; the browser makes its own. */
  queryClient?: QueryClient;
  hydrating: boolean;
}

/** The whole app below the router: the browser puts it in BrowserRouter, the server in StaticRouter. */
export function App({ queryClient, hydrating }: AppProps) {
  return (
    <StrictMode>
      <ServerQueryClient value={queryClient}>
        <Providers hydrating={hydrating}>
          <AppRoutes />
        </Providers>
      </ServerQueryClient>
    </StrictMode>
  );
}
