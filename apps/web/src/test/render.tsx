import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from '../app/toaster';
import { I18nProvider } from '../i18n/i18n-context';
import { BrowserRouter } from '../lib/router';
import { toast } from '../lib/toastify';

const catalogues = compileCatalogues(germanMessages('web'));

export interface RenderOptions {
  /** The page's language: English unless told. */
  locale?: Locale;
  /** The address the router starts on. */
  path?: string;
  /** Mount the toasts' container beside the component (a test that checks a toast). */
  toasts?: boolean;
  /** A query client of the test's own (to seed data); otherwise a fresh one that never retries. */
  queryClient?: QueryClient;
}

/**
 * Renders one component as the app has it (language, router, query client, optionally the toasts),
 * without a browser: a component test checks the component's own states (an error under a field, a
 * disabled button, an empty table, a toast). `user` types and clicks as a person does.
 */
export function renderComponent(
  ui: ReactNode,
  { locale = 'en', path = '/', toasts = false, queryClient }: RenderOptions = {},
): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  // The test files of a worker share one page (isolate: false): a toast an earlier test asked for
  // while no container was mounted waits in react-toastify's queue and would appear in this one.
  toast.dismiss();
  window.history.replaceState(null, '', path);
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={createI18n(locale, catalogues[locale])}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          {ui}
          {toasts && <Toaster />}
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, user, queryClient: client };
}
