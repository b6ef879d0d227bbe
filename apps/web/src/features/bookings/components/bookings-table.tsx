import {
  bookingDocumentPath,
  formatMoney,
  type Booking,
  type BookingDocumentKind,
  pageHref,
  ticketsSummary,
} from '@tgde/contracts';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { useT, type Translator } from '../../../i18n/i18n-context';
import { bookingButtons } from '../../../lib/booking-terms';
import { oneDestinationLabel } from '../../../lib/destination-label';
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

/** The names of the PDF links, as the booking terms quote them. */
const documentName = (kind: BookingDocumentKind, t: Translator['t']) =>
  kind === 'receipt' ? bookingButtons.receipt(t) : bookingButtons.creditNote(t);

/** The trip a row's buttons name: its destination and its day, as the page writes dates. */
const tripOf = (booking: Booking, locale: Translator['locale']) => ({
  destination: booking.bookingName,
  date: formatDate(booking.date, locale),
});

/** The trip's day, and its start time when it has one: "Dec 24, 2026 at 10:00". */
function tripWhen(booking: Booking, { t, locale }: Pick<Translator, 't' | 'locale'>): string {
  const date = formatDate(booking.date, locale);
  return booking.time ? t('{date} at {time}', { date, time: booking.time }) : date;
}

/** "2 adults, 1 child" for a booking with more than adult tickets; null for adults only. */
function ticketsOf(booking: Booking, t: Translator['t']): string | null {
  return booking.tickets.some((ticket) => ticket.category !== 'adult' && ticket.count > 0)
    ? ticketsSummary(booking.tickets, t)
    : null;
}

/**
 * The trip's receipt or cancellation invoice. A plain link: the browser sends the session cookie that
 * signing in set (the same session as the stored token) with the navigation, so the PDF opens in
 * its own tab with its own name, and can be saved or opened again like any file on the web.
 */
function DocumentLink({ booking, kind }: { booking: Booking; kind: BookingDocumentKind }) {
  const { t, locale } = useT();
  const name = documentName(kind, t);
  return (
    <a
      href={bookingDocumentPath(booking._id, kind, locale)}
      target="_blank"
      rel="noopener"
      // The gap: a flex item's leading space is not drawn, and "Receipt(PDF)" reads as one word.
      className="link inline-flex min-h-6 items-center gap-1 text-sm"
      aria-label={t('{document} for {destination} on {date} (PDF, opens in a new tab)', {
        document: name,
        ...tripOf(booking, locale),
      })}
    >
      {name}
      <span className="text-xs text-muted"> (PDF)</span>
    </a>
  );
}

/**
 * The trip's state, the sentence that goes with it, Pay or Cancel trip when they apply, and the
 * receipt (and a cancelled trip's cancellation invoice).
 */
function PaymentCell({ booking, onCancel }: { booking: Booking; onCancel: BookingActions['onCancel'] }) {
  const words = useT();
  const { t, locale } = words;
  const state = tripState(booking, new Date(), words);
  const trip = tripOf(booking, locale);
  return (
    <div className="flex min-w-44 flex-col items-start gap-1">
      <span className={`badge font-semibold ${BADGE[state.status]}`}>{state.label}</span>
      {state.detail && <span className="text-xs text-muted">{state.detail}</span>}
      {state.canPay && (
        <Link
          to={pageHref('payment', { id: booking._id })}
          className="btn btn-primary btn-sm"
          aria-label={t('Pay for {destination} on {date}', trip)}
        >
          {bookingButtons.toPayment(t)}
        </Link>
      )}
      {booking.transactionId && (
        <>
          <span className="text-xs text-muted">{t('Transaction id')}</span>
          <code className="text-xs break-all">{booking.transactionId}</code>
        </>
      )}
      {state.documents.map((kind) => (
        <DocumentLink key={kind} booking={booking} kind={kind} />
      ))}
      {state.canCancel && (
        <button
          type="button"
          className="btn btn-outline btn-sm mt-1"
          onClick={() => onCancel(booking)}
          aria-label={t('Cancel trip: {destination} on {date}', trip)}
        >
          {bookingButtons.cancelTrip(t)}
        </button>
      )}
    </div>
  );
}

function DeleteButton({ booking, onDelete }: { booking: Booking; onDelete: BookingActions['onDelete'] }) {
  const words = useT();
  const { t, locale } = words;
  const noteId = useId();
  const { canDelete, deleteNote } = tripState(booking, new Date(), words);
  const button = (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm"
      onClick={() => onDelete(booking)}
      disabled={!canDelete}
      aria-describedby={deleteNote ? noteId : undefined}
      aria-label={t('Delete {destination} on {date}', tripOf(booking, locale))}
    >
      {t('Delete')}
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
  const words = useT();
  const { t, locale } = words;
  return (
    <ol className="flex flex-col gap-4 sm:hidden" aria-label={t('My bookings')}>
      {bookings.map((booking, index) => (
        <li key={booking._id} className="card bg-base-100 shadow-md ring-1 ring-base-300">
          <div className="card-body gap-3 p-5">
            <h2 className="card-title break-words">
              <span className="text-muted tabular-nums">{index + 1}.</span> {booking.bookingName}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('Name')}</dt>
              <dd className="break-words">{booking.userName}</dd>
              <dt className="text-muted">{t('Date')}</dt>
              <dd>{tripWhen(booking, words)}</dd>
              {booking.meetingPoint && (
                <>
                  <dt className="text-muted">{t('Meeting point')}</dt>
                  <dd className="break-words">{booking.meetingPoint.address}</dd>
                </>
              )}
              <dt className="text-muted">{t('Cost')}</dt>
              <dd className="tabular-nums">{formatMoney(booking.cost, locale)}</dd>
              {ticketsOf(booking, t) ? (
                <>
                  <dt className="text-muted">{t('Tickets')}</dt>
                  <dd>{ticketsOf(booking, t)}</dd>
                </>
              ) : (
                booking.travellers > 1 && (
                  <>
                    <dt className="text-muted">{t('Travellers')}</dt>
                    <dd className="tabular-nums">{booking.travellers}</dd>
                  </>
                )
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
 * SPEC's 'My Destinations' table, under the page's one name, My Bookings (cards on phones). Between
 * phone and desktop widths the table scrolls sideways inside its own frame (focusable, so that the
 * keyboard can scroll it too).
 */
export function BookingsTable({ bookings, onDelete, onCancel }: { bookings: Booking[] } & BookingActions) {
  const words = useT();
  const { t, locale } = words;
  return (
    <>
      <BookingCards bookings={bookings} onDelete={onDelete} onCancel={onCancel} />
      <div
        className="hidden overflow-x-auto sm:block rounded-box bg-base-100 shadow-md ring-1 ring-base-300"
        tabIndex={0}
        role="region"
        aria-label={t('My bookings table')}
      >
        <table className="table">
          <thead>
            <tr>
              <th scope="col">
                <span aria-hidden="true">#</span>
                <span className="sr-only">{t('Number')}</span>
              </th>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{oneDestinationLabel(t)}</th>
              <th scope="col">{t('Cost')}</th>
              <th scope="col">{t('Payment')}</th>
              <th scope="col">{t('Delete')}</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking, index) => (
              <tr key={booking._id}>
                <td className="tabular-nums">{index + 1}</td>
                <td className="min-w-32">{booking.userName}</td>
                <td className="whitespace-nowrap">{tripWhen(booking, words)}</td>
                <th scope="row" className="min-w-32 font-semibold">
                  {booking.bookingName}
                  {booking.meetingPoint && (
                    <span className="block text-xs font-normal text-muted">
                      {t('Meeting point: {address}', { address: booking.meetingPoint.address })}
                    </span>
                  )}
                </th>
                <td className="tabular-nums">
                  {formatMoney(booking.cost, locale)}
                  {ticketsOf(booking, t) ? (
                    <span className="block text-xs text-muted">{ticketsOf(booking, t)}</span>
                  ) : (
                    booking.travellers > 1 && (
                      <span className="block text-xs whitespace-nowrap text-muted">
                        {t('{count, plural, one {for # traveller} other {for # travellers}}', {
                          count: booking.travellers,
                        })}
                      </span>
                    )
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
