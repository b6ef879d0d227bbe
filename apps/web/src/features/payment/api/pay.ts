import {
  type Booking,
  type ConfirmedPaymentAnswer,
  type PaidAnswer,
  type PaymentIntentAnswer,
} from '@tgde/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bookingKeys, bookingQueryOptions } from '../../../queries/booking-queries';

/**
 * Paying follows Stripe's flow whichever processor runs: ask our server for a payment intent of the
 * booking's own amount, confirm it with the card (Stripe.js, or our test-mode processor), then hand
 * the intent's id to our server, which checks with the processor before it marks the booking paid.
 */

/** POST /api/create-payment-intent: the server reuses the booking's open intent if it has one. */
export async function createPaymentIntent(bookingId: string): Promise<string> {
  const answer = await api.post<PaymentIntentAnswer>('/create-payment-intent', { bookingId });
  return answer.clientSecret;
}

/** The test-mode card, as the test-mode processor takes it. */
export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

/** POST /api/test-payments/confirm: 200 with the succeeded intent, 402 for a declined card. */
export async function confirmTestPayment(clientSecret: string, card: TestCard): Promise<string> {
  const answer = await api.post<ConfirmedPaymentAnswer>('/test-payments/confirm', { clientSecret, card });
  return answer.paymentIntent.id;
}

/** PATCH /api/booking/{id} with the succeeded intent's id: the booking as it now stands (paid). */
export function useMarkPaid(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      api.patch<PaidAnswer>(`/booking/${encodeURIComponent(bookingId)}`, { transactionId }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<Booking>(bookingQueryOptions(bookingId).queryKey, answer.booking);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
