import { LoadMorePhotos } from '../../../components/ui/load-more-photos';
import { useOnVisible } from '../hooks/use-on-visible';

/**
 * The end of the grid: an invisible sentinel that fetches the next page as it scrolls near, and a
 * real button doing the same for keyboard and screen-reader users (and if the observer never fires).
 */
export function LoadMoreOnScroll({
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
    <LoadMorePhotos loading={loading} failed={failed} onLoadMore={onLoadMore}>
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
    </LoadMorePhotos>
  );
}
