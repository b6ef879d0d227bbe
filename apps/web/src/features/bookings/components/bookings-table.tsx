import { bookingDocumentPath, type Booking, type BookingDocumentKind } from '@tgde/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatCost } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { tripState, type TripState } from '../lib/trip-state';

/** What a row can ask the page to do. */
export interface BookingActions {
  onDelete: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}

const BADGE: Record<TripState['status'], string> = {
  unpaid: 'badge-warning badge-soft',
  paid: 'badge-success',
  cancelled: 'badge-neutral badge-soft',
  expired: 'badge-ghost',
};

/** The names of the PDF links. */
const DOCUMENT_LINKS: Record<BookingDocumentKind, string> = {
  receipt: 'Receipt',
  'credit-note': 'Credit note',
};

/**
 * The trip's receipt or credit note. A plain link: the browser sends the session cookie that
 * signing in set (the same session as the stored token) with the navigation, so the PDF opens in
 * its own tab with its own name, and can be saved or opened again like any file on the web.
 */
function DocumentLink({
  booking,
  kind,
  trip,
}: {
  booking: Booking;
  kind: BookingDocumentKind;
  trip: string;
}) {
  const name = DOCUMENT_LINKS[kind];
  return (
    <a
      href={bookingDocumentPath(booking._id, kind)}
      target="_blank"
      rel="noopener"
      className="link inline-flex min-h-6 items-center text-sm"
      aria-label={`${name} for ${trip} (PDF, opens in a new tab)`}
    >
      {name}
      <span className="text-xs text-muted"> (PDF)</span>
    </a>
  );
}

/**
 * The trip's state, the sentence that goes with it, Pay or Cancel trip when they apply, and the
 * receipt or credit note.
 */
function PaymentCell({ booking, onCancel }: { booking: Booking; onCancel: BookingActions['onCancel'] }) {
  const state = tripState(booking);
  const trip = `${booking.bookingName} on ${formatDate(booking.date)}`;
  return (
    <div className="flex min-w-44 flex-col items-start gap-1">
      <span className={`badge font-semibold ${BADGE[state.status]}`}>{state.label}</span>
      {state.detail && <span className="text-xs text-muted">{state.detail}</span>}
      {state.canPay && (
        <Link
          to={`/dashboard/payment/${booking._id}`}
          className="btn btn-primary btn-sm"
          aria-label={`Pay for ${trip}`}
        >
          Pay
        </Link>
      )}
      {booking.transactionId && (
        <>
          <span className="text-xs text-muted">Transaction id</span>
          <code className="text-xs break-all">{booking.transactionId}</code>
        </>
      )}
      {state.document && <DocumentLink booking={booking} kind={state.document} trip={trip} />}
      {state.canCancel && (
        <button
          type="button"
          className="btn btn-outline btn-sm mt-1"
          onClick={() => onCancel(booking)}
          aria-label={`Cancel trip: ${trip}`}
        >
          Cancel trip
        </button>
      )}
    </div>
  );
}

function DeleteButton({ booking, onDelete }: { booking: Booking; onDelete: BookingActions['onDelete'] }) {
  const noteId = useId();
  const { canDelete, deleteNote } = tripState(booking);
  const button = (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm"
      onClick={() => onDelete(booking)}
      disabled={!canDelete}
      aria-describedby={deleteNote ? noteId : undefined}
      aria-label={`Delete ${booking.bookingName} on ${formatDate(booking.date)}`}
    >
      Delete
    </button>
  );
  if (!deleteNote) return button;
  // The reason is written out, not left to a tooltip that touch and keyboard users never see.
  return (
    <div className="flex flex-col items-end gap-1 sm:items-start">
      {button}
      <span id={noteId} className="max-w-32 text-right text-xs text-muted sm:max-w-28 sm:text-left">
        {deleteNote}
      </span>
    </div>
  );
}

/**
 * The same bookings as cards, for phones: a seven-column table would need sideways scrolling to
 * reach Pay and Delete.
 */
function BookingCards({ bookings, onDelete, onCancel }: { bookings: Booking[] } & BookingActions) {
  return (
    <ol className="flex flex-col gap-4 sm:hidden" aria-label="My bookings">
      {bookings.map((booking, index) => (
        <li key={booking._id} className="card bg-base-100 shadow-md ring-1 ring-base-300">
          <div className="card-body gap-3 p-5">
            <h2 className="card-title break-words">
              <span className="text-muted tabular-nums">{index + 1}.</span> {booking.bookingName}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Name</dt>
              <dd className="break-words">{booking.userName}</dd>
              <dt className="text-muted">Date</dt>
              <dd>{formatDate(booking.date)}</dd>
              <dt className="text-muted">Cost</dt>
              <dd className="tabular-nums">{formatCost(booking.cost)}</dd>
              {booking.travellers > 1 && (
                <>
                  <dt className="text-muted">Travellers</dt>
                  <dd className="tabular-nums">{booking.travellers}</dd>
                </>
              )}
            </dl>
            <div className="flex items-end justify-between gap-3">
              <PaymentCell booking={booking} onCancel={onCancel} />
              <DeleteButton booking={booking} onDelete={onDelete} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The 'My Destinations' table (cards on phones). Between phone and desktop widths the
 * table scrolls sideways inside its own frame (focusable, so that the keyboard can scroll it too).
 */
export function BookingsTable({ bookings, onDelete, onCancel }: { bookings: Booking[] } & BookingActions) {
  return (
    <>
      <BookingCards bookings={bookings} onDelete={onDelete} onCancel={onCancel} />
      <div
        className="hidden overflow-x-auto sm:block rounded-box bg-base-100 shadow-md ring-1 ring-base-300"
        tabIndex={0}
        role="region"
        aria-label="My bookings table"
      >
        <table className="table">
          <thead>
            <tr>
              <th scope="col">
                <span aria-hidden="true">#</span>
                <span className="sr-only">Number</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Date</th>
              <th scope="col">Destination</th>
              <th scope="col">Cost</th>
              <th scope="col">Payment</th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking, index) => (
              <tr key={booking._id}>
                <td className="tabular-nums">{index + 1}</td>
                <td className="min-w-32">{booking.userName}</td>
                <td className="whitespace-nowrap">{formatDate(booking.date)}</td>
                <th scope="row" className="min-w-32 font-semibold">
                  {booking.bookingName}
                </th>
                <td className="tabular-nums">
                  {formatCost(booking.cost)}
                  {booking.travellers > 1 && (
                    <span className="block text-xs whitespace-nowrap text-muted">
                      for {booking.travellers} travellers
                    </span>
                  )}
                </td>
                <td>
                  <PaymentCell booking={booking} onCancel={onCancel} />
                </td>
                <td>
                  <DeleteButton booking={booking} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
