import { type Booking } from '@tgde/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatCost } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';

function PaymentCell({ booking }: { booking: Booking }) {
  if (!booking.paid) {
    return (
      <Link
        to={`/dashboard/payment/${booking._id}`}
        className="btn btn-primary btn-sm"
        aria-label={`Pay for ${booking.bookingName} on ${formatDate(booking.date)}`}
      >
        Pay
      </Link>
    );
  }
  return (
    <div className="flex min-w-44 flex-col gap-1">
      <span className="badge badge-success font-semibold">Paid</span>
      <span className="text-xs text-muted">Transaction id</span>
      <code className="text-xs break-all">{booking.transactionId}</code>
    </div>
  );
}

/** Said beside a paid trip's Delete, which is off: a paid trip is kept. */
const PAID_NOT_DELETED = "Paid trips can't be deleted";

function DeleteButton({ booking, onDelete }: { booking: Booking; onDelete: (booking: Booking) => void }) {
  const noteId = useId();
  const button = (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm"
      onClick={() => onDelete(booking)}
      disabled={booking.paid}
      aria-describedby={booking.paid ? noteId : undefined}
      aria-label={`Delete ${booking.bookingName} on ${formatDate(booking.date)}`}
    >
      Delete
    </button>
  );
  if (!booking.paid) return button;
  // The reason is written out, not left to a tooltip that touch and keyboard users never see.
  return (
    <div className="flex flex-col items-end gap-1 sm:items-start">
      {button}
      <span id={noteId} className="max-w-32 text-right text-xs text-muted sm:max-w-28 sm:text-left">
        {PAID_NOT_DELETED}
      </span>
    </div>
  );
}

/**
 * The same bookings as cards, for phones: a seven-column table would need sideways scrolling to
 * reach Pay and Delete.
 */
function BookingCards({ bookings, onDelete }: { bookings: Booking[]; onDelete: (booking: Booking) => void }) {
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
            </dl>
            <div className="flex items-end justify-between gap-3">
              <PaymentCell booking={booking} />
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
export function BookingsTable({
  bookings,
  onDelete,
}: {
  bookings: Booking[];
  onDelete: (booking: Booking) => void;
}) {
  return (
    <>
      <BookingCards bookings={bookings} onDelete={onDelete} />
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
                <td className="tabular-nums">{formatCost(booking.cost)}</td>
                <td>
                  <PaymentCell booking={booking} />
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
