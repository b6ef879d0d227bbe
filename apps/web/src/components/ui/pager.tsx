import { useT } from '../../i18n/i18n-context';
import { pageCount } from '../../lib/paged-list';

/**
 * Previous / Next under a paged table, with "Page 2 of 7" between them. The buttons stay in place
 * when unavailable (aria-disabled) so that a keyboard user who pressed one keeps the focus.
 */
export function Pager({
  page,
  total,
  size,
  onPage,
  label,
  busy = false,
}: {
  /** 0-based. */
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  /** Names the navigation, e.g. "Users pages". */
  label: string;
  busy?: boolean;
}) {
  const { t } = useT();
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  const hasPrevious = page > 0;
  const hasNext = page + 1 < pages;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        className="btn btn-outline btn-sm aria-disabled:opacity-40"
        // Named in full ("Previous page"), starting with the visible word.
        aria-label={t('Previous page')}
        aria-disabled={!hasPrevious || busy}
        onClick={() => hasPrevious && !busy && onPage(page - 1)}
      >
        {t('Previous')}
      </button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('Page {page} of {pages}', { page: page + 1, pages })}
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm aria-disabled:opacity-40"
        aria-label={t('Next page')}
        aria-disabled={!hasNext || busy}
        onClick={() => hasNext && !busy && onPage(page + 1)}
      >
        {t('Next')}
      </button>
    </nav>
  );
}
