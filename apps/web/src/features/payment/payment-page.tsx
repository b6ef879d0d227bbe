import { pages, type Booking } from '@tgde/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { formatCost } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useSession } from '../../session/session';
import { useBooking } from './api/get-booking';
import { usePaymentConfig } from './api/get-payment-config';
import { TestCardForm } from './components/test-card-form';

// Stripe's code is fetched only when the server has Stripe keys (never in test mode).
const StripeCardForm = lazy(() =>
  import('./components/stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

const BACK_LINK = (
  <Link to="/dashboard/booking" className="btn btn-primary">
    Back to My Bookings
  </Link>
);

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="card bg-base-100 shadow-md ring-1 ring-base-300">
      <div className="card-body gap-5 p-6 sm:p-8">{children}</div>
    </div>
  );
}

function TransactionId({ id }: { id: string }) {
  return (
    <p>
      Transaction id: <code className="font-semibold break-all">{id}</code>
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
  return (
    <QueryState
      query={usePaymentConfig()}
      loading="Preparing the card form"
      failure="We could not prepare the card form"
    >
      {(config) =>
        config.mode === 'test' ? (
          <TestCardForm booking={booking} onPaid={onPaid} />
        ) : (
          <Suspense fallback={<Spinner label="Loading the secure card form" />}>
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
  paidNow,
  onPaid,
}: {
  booking: Booking;
  payer: { name: string; email: string };
  /** The transaction id of a payment made on this page just now. */
  paidNow: string | null;
  onPaid: (transactionId: string) => void;
}) {
  let payment;
  if (paidNow) {
    payment = (
      <div role="status" className="flex flex-col gap-3 rounded-box bg-success/10 p-4 ring-1 ring-success/40">
        <p className="text-xl font-bold text-success">Congrats! Your payment is Completed</p>
        <TransactionId id={paidNow} />
        <div>{BACK_LINK}</div>
      </div>
    );
  } else if (b.paid) {
    payment = (
      <div className="flex flex-col gap-3 rounded-box bg-base-200 p-4">
        <p className="text-lg font-semibold">This booking is paid.</p>
        {b.transactionId && <TransactionId id={b.transactionId} />}
        <div>{BACK_LINK}</div>
      </div>
    );
  } else {
    payment = <CardForm booking={b} payer={payer} onPaid={onPaid} />;
  }
  return (
    <Panel>
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold break-words">Hello, {payer.name}</p>
        <p className="text-lg break-words">Please pay for {b.bookingName}</p>
        <p className="text-muted">Date: {formatDate(b.date)}</p>
        <p className="mt-2 text-xl font-semibold">please pay: {formatCost(b.cost)}</p>
      </div>
      {payment}
    </Panel>
  );
}

/** /dashboard/payment/{id} (SPEC.md §2): what the traveller pays for, and the card form. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const booking = useBooking(id);
  // Kept apart from booking.paid: after paying, this page says so with the transaction id.
  const [paidNow, setPaidNow] = useState<string | null>(null);
  const name = user?.name ?? '';

  return (
    <section aria-labelledby="payment-heading" className="mx-auto w-full max-w-xl">
      <PageTitle page={pages.payment.title} />
      <h1 id="payment-heading" className="mb-6 text-3xl font-bold">
        Payment
      </h1>
      <QueryState
        query={booking}
        loading="Loading your booking"
        failure="We could not load your booking"
        notFound={
          <Panel>
            <h2 className="text-2xl font-bold">We could not find that booking</h2>
            <p className="text-muted">
              It may have been deleted, or the link is not quite right. Your bookings are listed in My
              Bookings.
            </p>
            <div>{BACK_LINK}</div>
          </Panel>
        }
      >
        {(data) => (
          <BookingToPay
            booking={data}
            payer={{ name, email: user?.email ?? '' }}
            paidNow={paidNow}
            onPaid={setPaidNow}
          />
        )}
      </QueryState>
    </section>
  );
}
