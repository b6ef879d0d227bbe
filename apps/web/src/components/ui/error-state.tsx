import { useT } from '../../i18n/i18n-context';

/**
 * A failed load, with a way to try again (never a dead end). `message` may be a sentence the client
 * made in English (lib/api.ts's fallbacks): it is shown in the page's language.
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t, sentence } = useT();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted">{sentence(message)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
        {retrying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('Try again')}
      </button>
    </div>
  );
}
