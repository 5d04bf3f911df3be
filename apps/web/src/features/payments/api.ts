import { type PaymentOrder, paymentAdminRoutes, paymentRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type BodyOf, type QueryOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi } from '../../lib/api';
import { refreshAfterChange } from '../../lib/refresh-queries';
import { session } from '../../lib/session';

export const paymentKeys = {
  order: ['payments', 'registration-order'] as const,
  list: ['payments', 'registration'] as const,
  testOrder: (orderId: string) => ['payments', 'test-order', orderId] as const,
};

/**
 * The registration fee order. The server creates one or reuses the open one, so asking again (a reload,
 * a second tab) never makes a second charge; that is why it is safe as a query.
 */
export const registrationOrderQuery = () =>
  queryOptions({
    queryKey: paymentKeys.order,
    queryFn: (): Promise<PaymentOrder> => callApi(paymentRoutes.createRegistrationPaymentOrder),
    staleTime: 0,
    // Kept only for the moment between the page's loader, which takes the order the document asked
    // for, and the page's first render; a later visit asks the server again.
    gcTime: 5_000,
  });

export const registrationPaymentsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.list,
    queryFn: ({ signal }) => callApi(paymentRoutes.getRegistrationPayments, { signal }),
  });

export const testGatewayOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.testOrder(orderId),
    queryFn: ({ signal }) => callApi(paymentRoutes.testGatewayOrder, { params: { orderId }, signal }),
    staleTime: 0,
  });

type VerifyBody = z.input<typeof paymentRoutes.verifyRegistrationPayment.body>;

/** Confirms a payment with the gateway's signature; the new flags go into the session. */
export const useVerifyPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyBody) => callApi(paymentRoutes.verifyRegistrationPayment, { body }),
    onSuccess: (flags) => {
      session.set(flags);
      void refreshAfterChange(queryClient, { queryKey: ['payments'] });
      void refreshAfterChange(queryClient, { queryKey: ['registration'] });
    },
  });
};

export const useTestGatewayPay = (orderId: string) =>
  useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      callApi(paymentRoutes.testGatewayPay, { params: { orderId }, body: { outcome } }),
  });

export const receiptUrl = (paymentId: string) =>
  paymentRoutes.getPaymentReceipt.path.replace(':paymentId', encodeURIComponent(paymentId));

// Administrators' payment screens.

export type PaymentsQuery = QueryOf<typeof paymentAdminRoutes.adminPayments>;
export type OfflinePaymentBody = BodyOf<typeof paymentAdminRoutes.adminRecordOfflinePayment>;
export type PaymentStatusBody = BodyOf<typeof paymentAdminRoutes.adminPaymentStatus>;

export const paymentsQuery = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: ['admin', 'payments', query] as const,
    queryFn: ({ signal }) =>
      callApi(paymentAdminRoutes.adminPayments, { query: { ...query, format: 'json' }, signal }),
    placeholderData: keepPreviousData,
  });

export const paymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['admin', 'payment', paymentId] as const,
    queryFn: ({ signal }) => callApi(paymentAdminRoutes.adminPayment, { params: { paymentId }, signal }),
  });

export const useOfflinePayment = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: OfflinePaymentBody) => callApi(paymentAdminRoutes.adminRecordOfflinePayment, { body }),
    onSuccess: invalidate,
  });
};

export const usePaymentStatus = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: PaymentStatusBody & { paymentId: string }) =>
      callApi(paymentAdminRoutes.adminPaymentStatus, { params: { paymentId }, body }),
    onSuccess: invalidate,
  });
};

/** The payments export URL for the current filters (every row, not just the page shown). */
export function exportUrl(query: PaymentsQuery, format: 'csv' | 'xlsx'): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize') continue;
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  search.set('format', format);
  return `${paymentAdminRoutes.adminPayments.path}?${search.toString()}`;
}
