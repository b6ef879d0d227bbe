/*
 * Only loaded (React.lazy) when the server has Stripe keys: in test mode neither this code nor
 * Stripe.js reaches the browser. The `pure` entry of @stripe/stripe-js fetches Stripe.js on the
 * first loadStripe() call instead of as soon as the module is imported.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type Booking } from '@tgde/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useT } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { createPaymentIntent, useMarkPaid } from '../api/pay';
import { PaymentTerms, usePayButtonLabel } from './payment-terms';

/** One Stripe.js instance per key for the life of the page, as Stripe asks. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface FormProps {
  booking: Booking;
  payer: { name: string; email: string };
  onPaid: (transactionId: string) => void;
}

function CardForm({ booking, payer, onPaid }: FormProps) {
  const { t } = useT();
  const payLabel = usePayButtonLabel();
  const stripe = useStripe();
  const elements = useElements();
  const markPaid = useMarkPaid(booking._id);
  const labelId = useId();
  const termsId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setProblem(null);
    try {
      const clientSecret = await createPaymentIntent(booking._id);
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: payer.name, email: payer.email } },
      });
      if (result.error) {
        // Stripe words its own reasons in the Elements' language (the page's).
        setProblem(result.error.message ?? t('Your card could not be charged.'));
      } else if (result.paymentIntent.status === 'succeeded') {
        const answer = await markPaid.mutateAsync(result.paymentIntent.id);
        onPaid(answer.booking.transactionId ?? result.paymentIntent.id);
      } else {
        setProblem(t('The payment is not complete yet. Please try again.'));
      }
    } catch (error) {
      setProblem(errorMessage(error, t('Something went wrong. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
        <span id={labelId} className="text-sm font-medium">
          {t('Card')}
        </span>
        <div className="input w-full items-center">
          <CardElement className="w-full" options={{ hidePostalCode: true }} />
        </div>
      </div>
      <PaymentTerms booking={booking} id={termsId} />
      <Button
        type="submit"
        loading={busy}
        disabled={!stripe}
        className="btn-primary w-full"
        aria-describedby={termsId}
      >
        {payLabel}
      </Button>
      <FormAlert message={problem} />
    </form>
  );
}

/** The card form when the server takes payments through Stripe. */
export function StripeCardForm({ publishableKey, ...props }: FormProps & { publishableKey: string }) {
  const { locale } = useT();
  return (
    // Stripe's card field and its sentences in the page's language.
    <Elements stripe={stripeFor(publishableKey)} options={{ locale }}>
      <CardForm {...props} />
    </Elements>
  );
}
