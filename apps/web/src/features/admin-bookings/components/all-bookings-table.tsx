import { formatMoney, type Booking, type BookingStatus } from '@tgde/contracts';
import { EmailText } from '../../../components/ui/email-text';
import { useT } from '../../../i18n/i18n-context';
import { oneDestinationLabel } from '../../../lib/destination-label';
import { formatDate } from '../../../lib/format-date';
import { tripOf } from '../trip-of';

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

/**
 * Six columns from 768 px; on a phone two (the booking, its state), each stacking what the
 * columns would show, so nothing hides behind a sideways scroll.
 */
export function BookingsTable({
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
