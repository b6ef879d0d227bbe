import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n-context';
import { buildUrl, type RequestOptions } from '../../lib/api';
import { offlineSince, subscribeToAnswers } from '../../lib/offline-answers';

/**
 * When the last answer to the API call `path` (with `query`, exactly as the page's query asks it)
 * was stored, if the page got it from the offline cache; null while it is fresh from the server.
 */
export function useOfflineSince(path: string, query?: RequestOptions['query']): number | null {
  const url = buildUrl(path, query);
  return useSyncExternalStore(
    subscribeToAnswers,
    () => offlineSince(url),
    // The server renders no personal pages, and never from a cache.
    () => null,
  );
}

/**
 * "Offline: last updated …" above what a page shows while that came from the offline cache (the
 * API call `path` with `query`); nothing while the answer is fresh.
 */
export function OfflineNote({ path, query }: { path: string; query?: RequestOptions['query'] }) {
  const { t, intlLocale } = useT();
  const since = useOfflineSince(path, query);
  if (since === null) return null;
  const time = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(since);
  return (
    <p role="status" data-testid="offline-note" className="alert alert-warning alert-soft mb-4 text-sm">
      {t('Offline: last updated {time}', { time })}
    </p>
  );
}
