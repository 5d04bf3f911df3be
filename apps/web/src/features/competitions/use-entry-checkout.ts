import type { PaymentOrder } from '@para/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/translation';
import { openRazorpay, type TestCheckoutReturn, testCheckoutAddress } from '../payments';
import { useVerifyEntryPayment } from './api';
import type { EnteredState } from './components/EntryForm';

/**
 * Pays an entry's order through the same checkout as the registration fee: Razorpay Checkout over the
 * page, verified here; or the built-in test gateway's page, which comes back to the entry's page with
 * its result (see useReturnedTestPayment). Resolves 'paid' or 'left' (gone to the test gateway);
 * rejects as Checkout or the verification does.
 */
export function useEntryCheckout(formId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEntryPayment();
  const pay = async (order: PaymentOrder): Promise<'paid' | 'left'> => {
    if (order.gateway === 'test') {
      navigate(testCheckoutAddress(order.orderId, paths.user.eventForm(formId)));
      return 'left';
    }
    const result = await openRazorpay(order, { name: t('common.siteName'), color: '#1864ab' });
    await verify.mutateAsync(result);
    return 'paid';
  };
  return { pay, verifying: verify.isPending };
}

/**
 * On the entry's page, back from the test gateway: verifies the payment it brought (once, then forgets
 * it, so a reload does not send it again) and reports a failure it brought.
 */
export function useReturnedTestPayment(onFailure: (failure: unknown) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyEntryPayment();
  const handled = useRef(false);
  const returned = location.state as TestCheckoutReturn | null;
  useEffect(() => {
    if (handled.current || !returned || (!returned.testPayment && !returned.paymentError)) return;
    handled.current = true;
    // Back from the gateway, the athlete has an entry: the page says so as it does after an in-page
    // checkout (EntryForm's `entered`), while the payment brought is forgotten.
    const entered: EnteredState = { entered: true };
    navigate(`${location.pathname}${location.search}`, { replace: true, state: entered });
    if (returned.paymentError) onFailure(returned.paymentError);
    else if (returned.testPayment) {
      const { orderId, paymentId, signature } = returned.testPayment;
      verify.mutateAsync({ orderId, paymentId, signature }).catch(onFailure);
    }
  }, [returned, navigate, location.pathname, location.search, verify, onFailure]);
  return verify.isPending;
}
