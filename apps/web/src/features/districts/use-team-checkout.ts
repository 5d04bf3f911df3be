import type { PaymentOrder } from '@para/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/translation';
import { openRazorpay, type TestCheckoutReturn, testCheckoutAddress } from '../payments';
import { useTeamOrder, useVerifyTeamPayment } from './team-api';

/**
 * Pays a team's order the way an athlete pays an entry: Razorpay Checkout over the page, verified here;
 * or the built-in test gateway's page, which comes back to the competition's district page with its
 * result (useReturnedTeamPayment). Resolves 'paid' or 'left'.
 */
export function useTeamCheckout(formId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useTeamOrder();
  const verify = useVerifyTeamPayment();
  const pay = async (teamId: string): Promise<'paid' | 'left'> => {
    const placed: PaymentOrder = await order.mutateAsync(teamId);
    if (placed.gateway === 'test') {
      navigate(testCheckoutAddress(placed.orderId, paths.district.competition(formId)));
      return 'left';
    }
    const result = await openRazorpay(placed, { name: t('common.siteName'), color: '#1864ab' });
    await verify.mutateAsync(result);
    return 'paid';
  };
  return { pay, busy: order.isPending || verify.isPending };
}

/** Back from the test gateway: verifies the payment it brought once (a reload does not send it again). */
export function useReturnedTeamPayment(onPaid: () => void, onFailure: (failure: unknown) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyTeamPayment();
  const handled = useRef(false);
  const returned = location.state as TestCheckoutReturn | null;
  useEffect(() => {
    if (handled.current || !returned || (!returned.testPayment && !returned.paymentError)) return;
    handled.current = true;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    if (returned.paymentError) onFailure(returned.paymentError);
    else if (returned.testPayment) {
      const { orderId, paymentId, signature } = returned.testPayment;
      verify.mutateAsync({ orderId, paymentId, signature }).then(onPaid, onFailure);
    }
  }, [returned, navigate, location.pathname, location.search, verify, onPaid, onFailure]);
  return verify.isPending;
}
