import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@tgde/contracts';
import { StrictMode } from 'react';
import { I18nProvider } from '../i18n/i18n-context';
import { Providers } from './providers';
import { ServerQueryClient } from './query-layer-context';
import { AppRoutes } from './router';

export interface AppProps {
  /** The server's client, filled with the data of the page it renders; the browser makes its own. */
  queryClient?: QueryClient;
  hydrating: boolean;
  /** The page's language with its catalogue. */
  i18n: I18n;
}

/** The whole app below the router: the browser puts it in BrowserRouter, the server in StaticRouter. */
export function App({ queryClient, hydrating, i18n }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ServerQueryClient value={queryClient}>
          <Providers hydrating={hydrating}>
            <AppRoutes />
          </Providers>
        </ServerQueryClient>
      </I18nProvider>
    </StrictMode>
  );
}
