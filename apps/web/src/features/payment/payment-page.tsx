import { formatMoney, pages, type Booking, pageHref } from '@tgde/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from '../../lib/router';
import { OfflineNote } from '../../components/ui/offline-note';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/i18n-context';
import { bookingCalls } from '../../queries/booking-queries';
import { formatDate } from '../../lib/format-date';
import { useSession } from '../../session/session';
import { useBooking } from './api/get-booking';
import { usePaymentConfig } from './api/get-payment-config';
import { TestCardForm } from './components/test-card-form';

// Stripe's code is fetched only when the server has Stripe keys (never in test mode).
const StripeCardForm = lazy(() =>
  import('./components/stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

function BackLink() {
  const { t } = useT();
  return (
    <Link to={pageHref('myBookings')} className="btn btn-primary">
      {t('Back to My Bookings')}
    </Link>
  );
}

// Stands for the e-mail address in the receipt's sentence, so that the address can keep its own element.
const EMAIL_MARK = '\u2063';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="card bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-5 p-6 sm:p-8">{children}</div>
    </div>
  );
}

/** Where the traveller goes once the trip is paid: their bookings first, or on to the next trip. */
function WayOn() {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-3">
      <BackLink />
      <Link to={pageHref('destinations')} className="btn btn-ghost">
        {t('Explore more destinations')}
      </Link>
    </div>
  );
}

/**
 * A paid booking: what was paid and the way on, instead of the request to pay. `paidNow` (the
 * transaction id of a payment made on this page) takes the focus to the news, since the card form
 * that had it is gone.
 */
function PaidBooking({
  booking: b,
  email,
  paidNow,
}: {
  booking: Booking;
  email: string;
  paidNow: string | null;
}) {
  const { t, locale } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const justPaid = paidNow !== null;
  useEffect(() => {
    if (justPaid) headingRef.current?.focus();
  }, [justPaid]);
  const transactionId = paidNow ?? b.transactionId;
  return (
    <Panel>
      <div
        role="status"
        className={`flex flex-col gap-1 rounded-box p-4 ring-1 ${
          justPaid ? 'bg-success/10 ring-success/40' : 'bg-base-200 ring-base-300'
        }`}
      >
        <h2
          ref={headingRef}
          tabIndex={-1}
          className={justPaid ? 'text-xl font-bold text-success' : 'text-lg font-semibold'}
        >
          {justPaid ? t('Congrats! Your payment is Completed') : t('This booking is paid.')}
        </h2>
        <p className="break-words">
          {t('Your trip to {destination} is booked and paid. Nothing more to do.', {
            destination: b.bookingName,
          })}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-muted">{t('Trip')}</dt>
        <dd className="font-semibold break-words">{b.bookingName}</dd>
        <dt className="text-muted">{t('Date')}</dt>
        <dd>{formatDate(b.date, locale)}</dd>
        <dt className="text-muted">{t('Paid')}</dt>
        <dd className="tabular-nums">{formatMoney(b.cost, locale)}</dd>
        {transactionId && (
          <>
            <dt className="text-muted">{t('Transaction id')}</dt>
            <dd>
              <code className="font-semibold break-all">{transactionId}</code>
            </dd>
          </>
        )}
      </dl>
      {justPaid && email && <ReceiptNote email={email} />}
      <WayOn />
    </Panel>
  );
}

/** That the receipt is on its way, to the address in its own element (long addresses break anywhere). */
function ReceiptNote({ email }: { email: string }) {
  const { t } = useT();
  const [before, after] = t('A receipt with the transaction id is on its way to {email}.', {
    email: EMAIL_MARK,
  }).split(EMAIL_MARK);
  return (
    <p className="text-muted">
      {before}
      <span className="break-all">{email}</span>
      {after}
    </p>
  );
}

function CardForm({
  booking,
  payer,
  onPaid,
}: {
  booking: Booking;
  payer: { name: string; email: string };
  onPaid: (transactionId: string) => void;
}) {
  const { t } = useT();
  return (
    <QueryState
      query={usePaymentConfig()}
      loading={t('Preparing the card form')}
      failure={t('We could not prepare the card form')}
    >
      {(config) =>
        config.mode === 'test' ? (
          <TestCardForm booking={booking} onPaid={onPaid} />
        ) : (
          <Suspense fallback={<Spinner label={t('Loading the secure card form')} />}>
            <StripeCardForm
              publishableKey={config.publishableKey}
              booking={booking}
              payer={payer}
              onPaid={onPaid}
            />
          </Suspense>
        )
      }
    </QueryState>
  );
}

/** The booking, and the card form while it is unpaid. */
function BookingToPay({
  booking: b,
  payer,
  onPaid,
}: {
  booking: Booking;
  payer: { name: string; email: string };
  onPaid: (transactionId: string) => void;
}) {
  const { t, locale } = useT();
  return (
    <Panel>
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold break-words">{t('Hello, {name}', { name: payer.name })}</p>
        <p className="text-lg break-words">
          {t('Please pay for {destination}', { destination: b.bookingName })}
        </p>
        <p className="text-muted">{t('Date: {date}', { date: formatDate(b.date, locale) })}</p>
        <p className="mt-2 text-xl font-semibold">
          {t('please pay: {price}', { price: formatMoney(b.cost, locale) })}
        </p>
      </div>
      <CardForm booking={b} payer={payer} onPaid={onPaid} />
    </Panel>
  );
}

/**
 * /dashboard/payment/{id}: what the traveller pays for and the card form; once paid, that it is
 * paid and where to go next.
 */
export function PaymentPage() {
  const { t, sentence } = useT();
  const { id = '' } = useParams();
  const { user } = useSession();
  const booking = useBooking(id);
  // Kept apart from booking.paid: after paying, this page says so with the transaction id.
  const [paidNow, setPaidNow] = useState<string | null>(null);
  const name = user?.name ?? '';

  return (
    <section aria-labelledby="payment-heading" className="mx-auto w-full max-w-xl">
      <PageTitle page={sentence(pages.payment.title)} />
      <h1 id="payment-heading" className="mb-6 text-3xl font-bold">
        {t('Payment')}
      </h1>
      <OfflineNote {...bookingCalls.one(id)} />
      <QueryState
        query={booking}
        loading={t('Loading your booking')}
        failure={t('We could not load your booking')}
        notFound={
          <Panel>
            <h2 className="text-2xl font-bold">{t('We could not find that booking')}</h2>
            <p className="text-muted">
              {t(
                'It may have been deleted, or the link is not quite right. Your bookings are listed in My Bookings.',
              )}
            </p>
            <div>
              <BackLink />
            </div>
          </Panel>
        }
      >
        {(data) =>
          paidNow || data.paid ? (
            <PaidBooking booking={data} email={user?.email ?? ''} paidNow={paidNow} />
          ) : (
            <BookingToPay booking={data} payer={{ name, email: user?.email ?? '' }} onPaid={setPaidNow} />
          )
        }
      </QueryState>
    </section>
  );
}
