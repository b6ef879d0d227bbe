import { type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

/**
 * The end of a paged photo list: the button that fetches the next page, and above it the error of
 * a page that failed (the button then offers to try again).
 */
export function LoadMorePhotos({
  loading,
  failed,
  onLoadMore,
  children,
}: {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** Placed first, e.g. the invisible sentinel of an infinite scroll. */
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      {children}
      {failed && (
        <p role="alert" className="text-error">
          {t('We could not load more photos.')}
        </p>
      )}
      {/* aria-disabled rather than disabled: a keyboard user who pressed it keeps the focus here. */}
      <button
        type="button"
        className="btn btn-outline btn-primary aria-disabled:cursor-wait"
        onClick={() => !loading && onLoadMore()}
        aria-disabled={loading}
      >
        {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {loading ? t('Loading more photos') : failed ? t('Try again') : t('Load more photos')}
      </button>
    </div>
  );
}
