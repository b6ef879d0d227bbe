import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { use, useEffect, type ReactNode } from 'react';
import { onAccountChange } from '../session/account-events';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import { createQueryClient } from './query-client';
import { ServerQueryClient } from './query-layer-context';
import { SERVER_STATE_ID } from './server-state';

let browserClient: QueryClient | undefined;

/**
 * One client for the life of the page. When the server rendered the page, it sent the data it used
 * (the JSON block SERVER_STATE_ID): the client starts from it, so hydration renders the same HTML.
 */
function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createQueryClient();
    const state = document.getElementById(SERVER_STATE_ID)?.textContent;
    if (state) hydrate(browserClient, JSON.parse(state) as DehydratedState);
  }
  return browserClient;
}

/**
 * The pages' data: TanStack Query's client around the router's pages. The layout (navbar, session)
 * needs none of it, so it comes in its own chunk with the first page instead of in the first
 * JavaScript.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const client = use(ServerQueryClient) ?? browserQueryClient();

  // Whatever belonged to the account that signed out must not show for the next one.
  useEffect(
    () =>
      onAccountChange((change) =>
        change === 'signed-out'
          ? client.removeQueries({ queryKey: ACCOUNT_QUERY_KEY })
          : client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
      ),
    [client],
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
