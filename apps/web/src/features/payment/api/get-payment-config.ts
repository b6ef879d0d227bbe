import { type PaymentConfigAnswer } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const paymentConfigKeys = {
  all: ['payment-config'] as const,
};

/** GET /api/payment-config: Stripe (with its publishable key) or the built-in test mode. */
const paymentConfigQueryOptions = queryOptions({
  queryKey: paymentConfigKeys.all,
  queryFn: ({ signal }) => api.get<PaymentConfigAnswer>('/payment-config', { signal }),
  // Set when the server starts: it does not change while the page is open.
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
