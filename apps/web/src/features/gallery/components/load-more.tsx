import { useOnVisible } from '../hooks/use-on-visible';

/**
 * The end of the grid: an invisible sentinel that fetches the next page as it scrolls near, and a
 * real button doing the same for keyboard and screen-reader users (and if the observer never fires).
 */
export function LoadMore({
  hasMore,
  loading,
  failed,
  loadedPages,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadedPages: number;
  onLoadMore: () => void;
}) {
  // After a failure, scrolling must not hammer the server: only the button tries again.
  const sentinelRef = useOnVisible<HTMLDivElement>({
    onVisible: onLoadMore,
    enabled: hasMore && !loading && !failed,
    resetKey: loadedPages,
  });

  if (!hasMore) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
      {failed && (
        <p role="alert" className="text-error">
          We could not load more photos.
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
        {loading ? 'Loading more photos' : failed ? 'Try again' : 'Load more photos'}
      </button>
    </div>
  );
}
