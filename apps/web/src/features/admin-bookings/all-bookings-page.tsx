import { bookingStatusLabels, pages, type Booking, type BookingStatus } from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmailText } from '../../components/ui/email-text';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api';
import { formatCost, formatRefund } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useCancelBooking } from '../../lib/use-cancel-booking';
import { useDownloadBookingsCsv } from './api/download-bookings-csv';
import { BOOKINGS_PAGE_SIZE, useAllBookings, type BookingsFilter } from './api/get-all-bookings';

const BADGE: Record<BookingStatus, string> = {
  unpaid: 'badge-ghost',
  paid: 'badge-success badge-soft',
  cancelled: 'badge-neutral badge-soft',
  expired: 'badge-ghost',
};

function StateBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge badge-sm ${BADGE[status]}`}>{bookingStatusLabels[status]}</span>;
}

const tripOf = (booking: Booking) =>
  `${booking.userName}'s trip to ${booking.bookingName} on ${formatDate(booking.date)}`;

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
  const wide = 'hidden md:table-cell';
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Traveller</th>
            <th scope="col" className={wide}>
              Destination
            </th>
            <th scope="col" className={wide}>
              Date
            </th>
            <th scope="col" className={wide}>
              Cost
            </th>
            <th scope="col">State</th>
            <th scope="col" className={wide}>
              Transaction id
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
                  {booking.bookingName}, {formatDate(booking.date)}
                </p>
              </td>
              <td className={`${wide} break-words`}>{booking.bookingName}</td>
              <td className={`${wide} whitespace-nowrap`}>{formatDate(booking.date)}</td>
              <td className={wide}>{formatCost(booking.cost)}</td>
              <td>
                <div className="flex flex-col items-start gap-1">
                  <span className="md:hidden">{formatCost(booking.cost)}</span>
                  <StateBadge status={booking.status} />
                  {booking.travellers > 1 && (
                    <span className="text-xs text-muted">{booking.travellers} travellers</span>
                  )}
                  {booking.status === 'cancelled' && booking.refundAmount !== null && (
                    <span className="text-xs text-muted">{formatRefund(booking.refundAmount)} refunded</span>
                  )}
                  {booking.transactionId && (
                    <span className="font-mono text-xs break-all md:hidden">{booking.transactionId}</span>
                  )}
                  {booking.status === 'paid' && (
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-xs mt-1"
                      onClick={() => onCancel(booking)}
                      aria-label={`Cancel and refund ${tripOf(booking)}`}
                    >
                      Cancel and refund
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

const noFilter: BookingsFilter = { paid: 'all', from: '', to: '' };

/**
 * /dashboard/allBookings (admins): every booking with its state, and the money taken. A paid
 * booking can be cancelled with a full refund at any time (a destination closed for the day, say).
 */
export function AllBookingsPage() {
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
        `${tripOf(cancelled)} is cancelled; ${formatRefund(cancelled.refundAmount ?? cancelled.cost)} is refunded.`,
      );
      setCancellations((n) => n + 1);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to cancel this booking.'));
    } finally {
      setToCancel(null);
    }
  };
  const downloadCsv = () =>
    download.mutate(filter, {
      onError: (error) => notify.error(errorMessage(error, 'We could not make the CSV file.')),
    });
  const change = (next: Partial<BookingsFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(0);
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageTitle page={pages.allBookings.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">Administration</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl font-bold sm:text-4xl">
          All Bookings
        </h1>
      </header>
      <form
        className="mb-6 grid grid-cols-1 gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Filter bookings"
      >
        <FormField label="Payment">
          {(control) => (
            <select
              {...control}
              value={filter.paid}
              onChange={(event) => change({ paid: event.target.value as BookingsFilter['paid'] })}
              className="select w-full"
            >
              <option value="all">Paid and unpaid</option>
              <option value="paid">Paid</option>
              <option value="unpaid">Unpaid</option>
            </select>
          )}
        </FormField>
        <FormField label="Trip date from">
          {(control) => (
            <input
              {...control}
              type="date"
              value={filter.from}
              max={filter.to || undefined}
              onChange={(event) => change({ from: event.target.value })}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label="Trip date to">
          {(control) => (
            <input
              {...control}
              type="date"
              value={filter.to}
              min={filter.from || undefined}
              onChange={(event) => change({ to: event.target.value })}
              className="input w-full"
            />
          )}
        </FormField>
      </form>
      {bookings.data && (
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="stats w-full border border-base-300 bg-base-100 sm:w-auto" aria-live="polite">
            <div className="stat">
              <div className="stat-title">Total paid</div>
              <div className="stat-value text-primary">{formatCost(bookings.data.paidTotal)}</div>
              <div className="stat-desc">
                {bookings.data.total} {bookings.data.total === 1 ? 'booking' : 'bookings'} match
              </div>
            </div>
          </div>
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
              Download CSV
            </button>
          )}
        </div>
      )}
      <QueryState
        query={bookings}
        loading="Loading bookings"
        failure="We could not load the bookings"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="No bookings match these filters" />}
      >
        {(data) => (
          <>
            <BookingsTable bookings={data.items} onCancel={setToCancel} />
            <Pager
              label="Booking pages"
              page={page}
              total={data.total}
              size={BOOKINGS_PAGE_SIZE}
              busy={bookings.isPlaceholderData}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
      {toCancel && (
        <ConfirmDialog
          title="Cancel this booking?"
          body={
            <p>
              {tripOf(toCancel)} is cancelled and the full {formatRefund(toCancel.cost)} is refunded to the
              card it was paid with, whatever the free cancellation period says. This cannot be undone.
            </p>
          }
          confirmLabel="Cancel and refund"
          cancelLabel="Keep booking"
          onConfirm={() => void confirmCancel()}
          onCancel={() => setToCancel(null)}
          busy={cancel.isPending}
        />
      )}
    </div>
  );
}
