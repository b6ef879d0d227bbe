import {
  formatBookingDate,
  formatMoney,
  INTL_LOCALES,
  MY_BOOKINGS_LIMIT,
  type Booking,
  pageHref,
} from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { OfflineNote } from '../../components/ui/offline-note';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT, type Translator } from '../../i18n/i18n-context';
import { errorMessage } from '../../lib/api';
import { bookingCalls } from '../../queries/booking-queries';
import { bookingButtons, myBookingsName } from '../../lib/booking-terms';
import { formatDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useCancelBooking } from '../../queries/use-cancel-booking';
import { useSession } from '../../session/session';
import { useDeleteBooking } from './api/delete-booking';
import { useMyBookings } from './api/get-my-bookings';
import { BookingsTable } from './components/bookings-table';

/**
 * What the confirmation asks before cancelling (cancelQuestion of @tgde/contracts, in the page's
 * language): what comes back and until when it is free.
 */
function cancelQuestionText(booking: Booking, { t, locale }: Pick<Translator, 't' | 'locale'>): string {
  return t(
    'Cancel your trip to {destination} on {date}? You get {refund} back. Cancelling is free until {lastFreeDay}.',
    {
      destination: booking.bookingName,
      date: formatBookingDate(booking.date, locale),
      refund: formatMoney(booking.cost, locale),
      lastFreeDay: formatBookingDate(booking.freeCancellationUntil, locale),
    },
  );
}

// Stands for the destination's name in the delete question, so that the name can be drawn bold.
const NAME_MARK = '\u2063';

/** The delete question, with the trip's destination in bold wherever the language puts it. */
function DeleteQuestion({ booking }: { booking: Booking }) {
  const { t, locale } = useT();
  const [before, after] = t('Your trip to {destination} on {date} will be deleted. This cannot be undone.', {
    destination: NAME_MARK,
    date: formatDate(booking.date, locale),
  }).split(NAME_MARK);
  return (
    <p>
      {before}
      <strong>{booking.bookingName}</strong>
      {after}
    </p>
  );
}

/**
 * /dashboard/booking: the traveller's bookings with their state, paying for them, deleting unpaid
 * ones and cancelling paid ones while cancelling is free.
 */
export function MyBookingsPage() {
  const { t, locale } = useT();
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
      notify.success(
        t('Your trip to {destination} is cancelled. {amount} is refunded to your card.', {
          destination: cancelled.bookingName,
          amount: formatMoney(cancelled.refundAmount ?? cancelled.cost, locale),
        }),
      );
      setDeletions((n) => n + 1);
    } catch (error) {
      // Too late (the free period ended while the page was open): the server's sentence says until when.
      notify.error(errorMessage(error, t('Failed to cancel this trip.')));
    } finally {
      setToCancel(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await remove.mutateAsync(toDelete._id);
      if (answer.deletedCount > 0) {
        notify.success(t('Booking: {destination} is deleted', { destination: toDelete.bookingName }));
      } else notify.error(t('This booking was already gone.'));
      setDeletions((n) => n + 1);
    } catch (error) {
      notify.error(errorMessage(error, t('Failed to delete this booking.')));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="bookings-heading" className="mx-auto w-full max-w-5xl">
      {/* One name in the menu, the title and the heading. */}
      <PageTitle page={myBookingsName(t)} />
      <h1 id="bookings-heading" ref={headingRef} tabIndex={-1} className="mb-6 text-3xl font-bold">
        {myBookingsName(t)}
      </h1>
      <OfflineNote {...bookingCalls.mine(user?.email ?? '')} />
      <QueryState
        query={bookings}
        loading={t('Loading your bookings')}
        failure={t('We could not load your bookings')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState title={t('You have not booked a trip yet')}>
            <p>{t('Pick a place to visit and book it for the day you like.')}</p>
            <Link to={pageHref('destinations')} className="btn btn-primary mt-4">
              {t('Explore destinations')}
            </Link>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            {data.length >= MY_BOOKINGS_LIMIT && (
              <p className="mb-4 text-sm">
                {t('Your {count} latest trips are shown. Write to us for older ones.', {
                  count: MY_BOOKINGS_LIMIT.toLocaleString(INTL_LOCALES[locale]),
                })}
              </p>
            )}
            <BookingsTable bookings={data} onDelete={setToDelete} onCancel={setToCancel} />
          </>
        )}
      </QueryState>
      {toDelete && (
        <ConfirmDialog
          title={t('Delete this booking?')}
          body={<DeleteQuestion booking={toDelete} />}
          confirmLabel={t('Delete')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
          busy={remove.isPending}
        />
      )}
      {toCancel && (
        <ConfirmDialog
          title={t('Cancel this trip?')}
          body={<p>{cancelQuestionText(toCancel, { t, locale })}</p>}
          confirmLabel={bookingButtons.cancelTrip(t)}
          cancelLabel={t('Keep trip')}
          onConfirm={() => void confirmCancel()}
          onCancel={() => setToCancel(null)}
          busy={cancel.isPending}
        />
      )}
    </section>
  );
}
