import type { RefundedPayment } from '@tgde/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const refundedPaymentsKeys = {
  all: ['admin-refunded-payments'] as const,
};

/** GET /api/admin/refunded-payments: payments refunded because they pay no booking, newest first. */
export function refundedPaymentsQueryOptions() {
  return queryOptions({
    queryKey: refundedPaymentsKeys.all,
    queryFn: ({ signal }) => api.get<RefundedPayment[]>('/admin/refunded-payments', { signal }),
    // A refund that is being retried settles on the server by itself: the list follows it.
    refetchInterval: 60_000,
  });
}

export function useRefundedPayments() {
  return useQuery(refundedPaymentsQueryOptions());
}
