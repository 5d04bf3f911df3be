import { type PaymentOrder, routes } from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
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
    queryFn: (): Promise<PaymentOrder> => callApi(routes.createRegistrationPaymentOrder),
    staleTime: 0,
    gcTime: 0,
  });

export const registrationPaymentsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.list,
    queryFn: ({ signal }) => callApi(routes.getRegistrationPayments, { signal }),
  });

export const testGatewayOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.testOrder(orderId),
    queryFn: ({ signal }) => callApi(routes.testGatewayOrder, { params: { orderId }, signal }),
    staleTime: 0,
  });

type VerifyBody = z.input<typeof routes.verifyRegistrationPayment.body>;

/** Confirms a payment with the gateway's signature; the new flags go into the session. */
export const useVerifyPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyBody) => callApi(routes.verifyRegistrationPayment, { body }),
    onSuccess: (flags) => {
      session.set(flags);
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['registration'] });
    },
  });
};

export const useTestGatewayPay = (orderId: string) =>
  useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      callApi(routes.testGatewayPay, { params: { orderId }, body: { outcome } }),
  });

export const receiptUrl = (paymentId: string) =>
  routes.getPaymentReceipt.path.replace(':paymentId', encodeURIComponent(paymentId));
