import { formatMoney, pages, type Booking, type BookingStatus } from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmailText } from '../../components/ui/email-text';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useT, type Translator } from '../../i18n/i18n-context';
import { errorMessage } from '../../lib/api';
import { oneDestinationLabel } from '../../lib/destination-label';
import { formatDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useCancelBooking } from '../../lib/use-cancel-booking';
import { useDownloadBookingsCsv } from './api/download-bookings-csv';
import { BOOKINGS_PAGE_SIZE, useAllBookings, type BookingsFilter } from './api/get-all-bookings';
import { BookingsFilterForm } from './components/bookings-filter-form';
import { PaidTotalStat } from './components/paid-total-stat';
import { RefundedPayments } from './components/refunded-payments';

const BADGE: Record<BookingStatus, string> = {
  unpaid: 'badge-ghost',
  paid: 'badge-success badge-soft',
  cancelled: 'badge-neutral badge-soft',
  expired: 'badge-ghost',
};

function StateBadge({ status }: { status: BookingStatus }) {
  const { t } = useT();
  const labels: Record<BookingStatus, string> = {
    unpaid: t('Unpaid'),
    paid: t('Paid'),
    cancelled: t('Cancelled'),
    expired: t('Expired'),
  };
  return <span className={`badge badge-sm ${BADGE[status]}`}>{labels[status]}</span>;
}

/** "Ann's trip to Goslar on Dec 24, 2026": which booking a button or a message is about. */
const tripOf = (booking: Booking, { t, locale }: Pick<Translator, 't' | 'locale'>) =>
  t("{name}'s trip to {destination} on {date}", {
    name: booking.userName,
    destination: booking.bookingName,
    date: formatDate(booking.date, locale),
  });

/**
 * Six columns from 768 px; on a phone two (the booking, its state), each stacking what the
 * columns would show, so nothing hides behind a sideways scroll.
 */
function BookingsTable({
  bookings,
  onCancel,
}: {
  bookings: Booking[];
  onCancel: (booking: Booking) => void;
}) {
  const words = useT();
  const { t, locale } = words;
  const wide = 'hidden md:table-cell';
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('Traveller')}</th>
            <th scope="col" className={wide}>
              {oneDestinationLabel(t)}
            </th>
            <th scope="col" className={wide}>
              {t('Date')}
            </th>
            <th scope="col" className={wide}>
              {t('Cost')}
            </th>
            <th scope="col">{t('State')}</th>
            <th scope="col" className={wide}>
              {t('Transaction id')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking._id}>
              <td className="md:min-w-40">
                <p className="font-medium break-words">{booking.userName}</p>
                <p className="text-xs text-muted">
                  <EmailText email={booking.userEmail} />
                </p>
                <p className="mt-1 md:hidden">
                  {booking.bookingName}, {formatDate(booking.date, locale)}
                </p>
              </td>
              <td className={`${wide} break-words`}>{booking.bookingName}</td>
              <td className={`${wide} whitespace-nowrap`}>{formatDate(booking.date, locale)}</td>
              <td className={wide}>{formatMoney(booking.cost, locale)}</td>
              <td>
                <div className="flex flex-col items-start gap-1">
                  <span className="md:hidden">{formatMoney(booking.cost, locale)}</span>
                  <StateBadge status={booking.status} />
                  {booking.travellers > 1 && (
                    <span className="text-xs text-muted">
                      {t('{count, plural, one {# traveller} other {# travellers}}', {
                        count: booking.travellers,
                      })}
                    </span>
                  )}
                  {booking.status === 'cancelled' && booking.refundAmount !== null && (
                    <span className="text-xs text-muted">
                      {t('{amount} refunded', { amount: formatMoney(booking.refundAmount, locale) })}
                    </span>
                  )}
                  {booking.transactionId && (
                    <span className="font-mono text-xs break-all md:hidden">{booking.transactionId}</span>
                  )}
                  {booking.status === 'paid' && (
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-xs mt-1 h-auto min-h-6 py-1"
                      onClick={() => onCancel(booking)}
                      aria-label={t('Cancel and refund {trip}', { trip: tripOf(booking, words) })}
                    >
                      {t('Cancel and refund')}
                    </button>
                  )}
                </div>
              </td>
              <td className={`${wide} font-mono text-xs break-all`}>{booking.transactionId ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
