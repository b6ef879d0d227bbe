import { formatMoney, pages, type Booking } from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useCancelBooking } from '../../queries/use-cancel-booking';
import { useDownloadBookingsCsv } from './api/download-bookings-csv';
import { BOOKINGS_PAGE_SIZE, useAllBookings, type BookingsFilter } from './api/get-all-bookings';
import { BookingsTable } from './components/all-bookings-table';
import { BookingsFilterForm } from './components/bookings-filter-form';
import { PaidTotalStat } from './components/paid-total-stat';
import { RefundedPayments } from './components/refunded-payments';
import { tripOf } from './trip-of';

const noFilter: BookingsFilter = { state: 'booked', from: '', to: '' };

/**
 * /dashboard/allBookings (admins): every booking with its state, and the money taken. A paid
 * booking can be cancelled with a full refund at any time (a destination closed for the day, say).
 */
export function AllBookingsPage() {
  const words = useT();
  const { t, sentence, locale } = words;
  const [filter, setFilter] = useState(noFilter);
  const [page, setPage] = useState(0);
  const bookings = useAllBookings(filter, page);
  const cancel = useCancelBooking();
  const download = useDownloadBookingsCsv();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cancellations, setCancellations] = useState(0);

  // The cancelled booking's button is gone: the focus waits on the heading once the dialog has left.
  useEffect(() => {
    if (cancellations > 0) headingRef.current?.focus();
  }, [cancellations]);

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      const cancelled = await cancel.mutateAsync(toCancel._id);
      notify.success(
        t('{trip} is cancelled; {amount} is refunded.', {
          trip: tripOf(cancelled, words),
          amount: formatMoney(cancelled.refundAmount ?? cancelled.cost, locale),
        }),
      );
      setCancellations((n) => n + 1);
    } catch (error) {
      notify.error(sentence(errorMessage(error, t('Failed to cancel this booking.'))));
    } finally {
      setToCancel(null);
    }
  };
  const downloadCsv = () =>
    download.mutate(
      { filter, locale },
      {
        onError: (error) => notify.error(sentence(errorMessage(error, t('We could not make the CSV file.')))),
      },
    );
  const change = (next: Partial<BookingsFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(0);
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageTitle page={pages.allBookings.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl font-bold sm:text-4xl">
          {t('All Bookings')}
        </h1>
      </header>
      <BookingsFilterForm filter={filter} onChange={change} />
      {bookings.data && (
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <PaidTotalStat paidTotal={bookings.data.paidTotal} total={bookings.data.total} />
          {bookings.data.total > 0 && (
            // Every booking the filters match, not only this page's.
            <button
              type="button"
              className="btn btn-outline btn-primary w-full sm:w-auto"
              onClick={downloadCsv}
              disabled={download.isPending}
              aria-busy={download.isPending}
            >
              {download.isPending && (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              )}
              {t('Download CSV')}
            </button>
          )}
        </div>
      )}
      <QueryState
        query={bookings}
        loading={t('Loading bookings')}
        failure={t('We could not load the bookings')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('No bookings match these filters')} />}
      >
        {(data) => (
          <>
            <BookingsTable bookings={data.items} onCancel={setToCancel} />
            <Pager
              label={t('Booking pages')}
              page={page}
              total={data.total}
              size={BOOKINGS_PAGE_SIZE}
              busy={bookings.isPlaceholderData}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
      <RefundedPayments />
      {toCancel && (
        <ConfirmDialog
          title={t('Cancel this booking?')}
          body={
            <p>
              {t(
                '{trip} is cancelled and the full {amount} is refunded to the card it was paid with, whatever the free cancellation period says. This cannot be undone.',
                { trip: tripOf(toCancel, words), amount: formatMoney(toCancel.cost, locale) },
              )}
            </p>
          }
          confirmLabel={t('Cancel and refund')}
          cancelLabel={t('Keep booking')}
          onConfirm={() => void confirmCancel()}
          onCancel={() => setToCancel(null)}
          busy={cancel.isPending}
        />
      )}
    </div>
  );
}
