import { TEST_CARDS, testCardSchema, type Booking, type TestCardInput } from '@tgde/contracts';
import { useId, useState } from 'react';
import { type z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { useApiForm } from '../../../lib/use-api-form';
import { confirmTestPayment, createPaymentIntent, useMarkPaid } from '../api/pay';
import { PaymentTerms, usePayButtonLabel } from './payment-terms';

type TestCard = z.output<typeof testCardSchema>;

/** The server names card problems `card.number`, `card.expiry`, `card.cvc` (or the bare field). */
const CARD_FIELDS = {
  number: 'number',
  expiry: 'expiry',
  cvc: 'cvc',
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.cvc': 'cvc',
} as const;

/** "4242424242424242" → "4242 4242 4242 4242". */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The test-mode processor's cards (docs/payments.md, test mode): what the traveller may type. */
function TestModeNotice() {
  const { t, sentence } = useT();
  return (
    <div className="rounded-box border border-info/40 bg-info/5 p-4 text-sm">
      <p className="font-semibold">{t('Test mode: no real card is charged.')}</p>
      <p className="mt-1 text-muted">
        {t('Use one of these test cards with any future expiry date and any 3-digit CVC:')}
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code className="font-semibold whitespace-nowrap">{grouped(card.number)}</code>{' '}
            {sentence(card.description)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The card form of the built-in test-mode processor (no Stripe keys): the same steps as Stripe's
 * (intent, confirm with the card, then our server checks the intent and marks the booking paid).
 * `onPaid` gets the transaction id.
 */
export function TestCardForm({
  booking,
  onPaid,
}: {
  booking: Booking;
  onPaid: (transactionId: string) => void;
}) {
  const { t, sentence } = useT();
  const payLabel = usePayButtonLabel();
  const markPaid = useMarkPaid(booking._id);
  const termsId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // The form's own checks give @tgde/contracts' English; the server's reasons come in the page's language.
  const fieldError = (message: string | undefined) => message && sentence(message);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm<TestCardInput, TestCard, string>({
    schema: testCardSchema,
    defaultValues: { number: '', expiry: '', cvc: '' },
    submit: async (card) => {
      setProblem(null);
      const clientSecret = await createPaymentIntent(booking._id);
      const transactionId = await confirmTestPayment(clientSecret, card);
      const answer = await markPaid.mutateAsync(transactionId);
      return answer.booking.transactionId ?? transactionId;
    },
    onSuccess: (transactionId) => onPaid(transactionId),
    // A declined card (402) or a wrong field (400): Stripe's sentence, in red under the form.
    serverFields: CARD_FIELDS,
    onError: (error) => setProblem(errorMessage(error, t('Something went wrong. Please try again.'))),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TestModeNotice />
      <FormField label={t('Card number')} error={fieldError(errors.number?.message)}>
        {(field) => (
          <input
            {...field}
            {...register('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            className="input w-full"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('Expiry (MM/YY)')} error={fieldError(errors.expiry?.message)}>
          {(field) => (
            <input
              {...field}
              {...register('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('MM/YY')}
              className="input w-full"
            />
          )}
        </FormField>
        <FormField label="CVC" error={fieldError(errors.cvc?.message)}>
          {(field) => (
            <input
              {...field}
              {...register('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              className="input w-full"
            />
          )}
        </FormField>
      </div>
      <PaymentTerms booking={booking} id={termsId} />
      <Button type="submit" loading={isSubmitting} className="btn-primary w-full" aria-describedby={termsId}>
        {payLabel}
      </Button>
      <FormAlert message={problem} />
    </form>
  );
}
