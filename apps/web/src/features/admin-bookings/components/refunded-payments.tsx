import { formatMoneyCents, type RefundedPayment, type RefundedPaymentReason } from '@tgde/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useT, type Translator } from '../../../i18n/i18n-context';
import { formatDate, formatMoment } from '../../../lib/format-date';
import { useRefundedPayments } from '../api/get-refunded-payments';

function reasonLabel(reason: RefundedPaymentReason, t: Translator['t']): string {
  const labels: Record<RefundedPaymentReason, string> = {
    'second-payment': t('Paid a second time: the booking was paid already'),
    'booking-deleted': t('The booking was deleted before the payment was reported'),
    'hold-expired': t('The booking’s hold ran out before the payment was reported'),
  };
  return labels[reason];
}

/**
 * All Bookings' section of payments that went through but pay no booking (a second payment, a
 * payment for a booking deleted or expired meanwhile): the server refunds each by itself, once, and
 * lists it here so that admins can answer a traveller who sees two charges.
 */
export function RefundedPayments() {
  const { t } = useT();
  const refunded = useRefundedPayments();
  return (
    <section className="mt-10" aria-labelledby="refunded-payments-heading">
      <h2 id="refunded-payments-heading" className="text-2xl font-bold">
        {t('Refunded payments')}
      </h2>
      <p className="mt-2 mb-4 text-muted">
        {t(
          'A payment that went through but pays no booking is refunded by itself, once: a second payment of a paid booking, or a payment for a booking that was deleted or whose hold ran out.',
        )}
      </p>
      <QueryState
        query={refunded}
        loading={t('Loading the refunded payments')}
        failure={t('We could not load the refunded payments')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-muted">{t('No payment had to be refunded.')}</p>}
      >
        {(list) => (
          <ul className="flex flex-col gap-3" aria-label={t('Refunded payments')}>
            {list.map((payment) => (
              <RefundedPaymentCard key={payment.intentId} payment={payment} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function RefundedPaymentCard({ payment }: { payment: RefundedPayment }) {
  const { t, locale } = useT();
  const refunded = payment.status === 'refunded';
  const booking = payment.booking
    ? t("{name}'s trip to {destination} on {date}", {
        name: payment.booking.userName,
        destination: payment.booking.destinationName,
        date: formatDate(payment.booking.date, locale),
      })
    : t('Deleted (its id: {id})', { id: payment.bookingId ?? '–' });
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{formatMoneyCents(payment.amountCents, locale)}</p>
          <p className="text-sm break-words">{reasonLabel(payment.reason, t)}</p>
        </div>
        <span className={`badge badge-sm ${refunded ? 'badge-success badge-soft' : 'badge-warning'}`}>
          {refunded ? t('Refunded') : t('Retrying')}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('Booking:')} </dt>
          <dd className="inline break-words">{booking}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('Found:')} </dt>
          <dd className="inline">{formatMoment(payment.foundAt, locale)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('Payment:')} </dt>
          <dd className="inline break-all">{payment.intentId}</dd>
        </div>
        {payment.refundId && (
          <div>
            <dt className="inline font-medium">{t('Refund:')} </dt>
            <dd className="inline">
              <span className="break-all">{payment.refundId}</span>
              {payment.refundedAt && (
                <>
                  , <span className="whitespace-nowrap">{formatMoment(payment.refundedAt, locale)}</span>
                </>
              )}
            </dd>
          </div>
        )}
        {payment.lastError && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">{t('The payment service said:')} </dt>
            <dd className="inline break-words">{payment.lastError}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
