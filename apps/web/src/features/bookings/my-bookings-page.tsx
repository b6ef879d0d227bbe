import { cancelQuestion, pages, type Booking } from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api';
import { formatRefund } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useCancelBooking } from '../../lib/use-cancel-booking';
import { useSession } from '../../session/session';
import { useDeleteBooking } from './api/delete-booking';
import { useMyBookings } from './api/get-my-bookings';
import { BookingsTable } from './components/bookings-table';

/** The toast once a booking is deleted. */
const deletedMessage = (booking: Booking) => `Booking: ${booking.bookingName} is deleted`;

/** The toast once a trip is cancelled. */
const cancelledMessage = (booking: Booking) =>
  `Your trip to ${booking.bookingName} is cancelled. ${formatRefund(booking.refundAmount ?? booking.cost)} is refunded to your card.`;

/**
 * /dashboard/booking: the traveller's bookings with their state, paying for them, deleting unpaid
 * ones and cancelling paid ones while cancelling is free.
 */
export function MyBookingsPage() {
  const { user } = useSession();
  const bookings = useMyBookings(user?.email ?? '');
  const remove = useDeleteBooking();
  const cancel = useCancelBooking();
  const [toDelete, setToDelete] = useState<Booking | null>(null);
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deletions, setDeletions] = useState(0);

  // The button that opened the dialog is gone (the deleted row, the cancelled trip's Cancel trip):
  // the focus goes to the heading (once the dialog has left the page, which until then keeps
  // everything else inert).
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      const cancelled = await cancel.mutateAsync(toCancel._id);
      notify.success(cancelledMessage(cancelled));
      setDeletions((n) => n + 1);
    } catch (error) {
      // Too late (the free period ended while the page was open): the server's sentence says until when.
      notify.error(errorMessage(error, 'Failed to cancel this trip.'));
    } finally {
      setToCancel(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await remove.mutateAsync(toDelete._id);
      if (answer.deletedCount > 0) notify.success(deletedMessage(toDelete));
      else notify.error('This booking was already gone.');
      setDeletions((n) => n + 1);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to delete this booking.'));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="bookings-heading" className="mx-auto w-full max-w-5xl">
      <PageTitle page={pages.myBookings.title} />
      <h1 id="bookings-heading" ref={headingRef} tabIndex={-1} className="mb-6 text-3xl font-bold">
        My Destinations
      </h1>
      <QueryState
        query={bookings}
        loading="Loading your bookings"
        failure="We could not load your bookings"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState title="You have not booked a trip yet">
            <p>Pick a place to visit and book it for the day you like.</p>
            <Link to="/destination" className="btn btn-primary mt-4">
              Explore destinations
            </Link>
          </EmptyState>
        }
      >
        {(data) => <BookingsTable bookings={data} onDelete={setToDelete} onCancel={setToCancel} />}
      </QueryState>
      {toDelete && (
        <ConfirmDialog
          title="Delete this booking?"
          body={
            <p>
              Your trip to <strong>{toDelete.bookingName}</strong> on {formatDate(toDelete.date)} will be
              deleted. This cannot be undone.
            </p>
          }
          confirmLabel="Delete"
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
          busy={remove.isPending}
        />
      )}
      {toCancel && (
        <ConfirmDialog
          title="Cancel this trip?"
          body={
            <p>
              {cancelQuestion({
                destination: toCancel.bookingName,
                date: toCancel.date,
                refundDollars: toCancel.cost,
                lastFreeDay: toCancel.freeCancellationUntil,
              })}
            </p>
          }
          confirmLabel="Cancel trip"
          cancelLabel="Keep trip"
          onConfirm={() => void confirmCancel()}
          onCancel={() => setToCancel(null)}
          busy={cancel.isPending}
        />
      )}
    </section>
  );
}
