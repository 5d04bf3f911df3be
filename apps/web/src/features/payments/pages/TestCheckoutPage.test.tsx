import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk } from '../../../test/fakes';
import { TestProviders } from '../../../test/render';
import { checkoutBackPage } from '../checkout';
import TestCheckoutPage from './TestCheckoutPage';

// The test gateway's checkout also serves fees other than the registration's: with ?back= it hands the
// gateway's result to that page, which verifies it with its own route.

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function ShowState() {
  const location = useLocation();
  return <p>{`back at ${location.pathname} with ${JSON.stringify(location.state)}`}</p>;
}

describe('the test checkout', () => {
  it('hands a success back to the page that sent the athlete, with the signed fields only', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/pay'))
        return apiOk({
          outcome: 'success',
          orderId: 'order_1',
          paymentId: 'pay_1',
          signature: 'sig',
          error: '',
        });
      if (url.includes('/api/payments/test-gateway/orders/order_1'))
        return apiOk({ orderId: 'order_1', amountPaise: 50000, description: 'Entry fee', status: 'created' });
      return new Promise<Response>(() => {});
    });
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/payments/test-checkout/order_1?back=%2Fuser%2Fevent-form%2Ff1']}>
          <Routes>
            <Route path="/payments/test-checkout/:orderId" element={<TestCheckoutPage />} />
            <Route path="/user/event-form/:formId" element={<ShowState />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /successful/i }));
    expect(
      await screen.findByText(
        'back at /user/event-form/f1 with {"testPayment":{"orderId":"order_1","paymentId":"pay_1","signature":"sig"}}',
      ),
    ).toBeInTheDocument();
    // The registration fee's verification is not this page's to call for another fee.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('verify-registration-payment'))).toBe(
      false,
    );
  });

  it('returns only to the app’s own signed-in pages', () => {
    expect(checkoutBackPage('/user/event-form/abc')).toBe('/user/event-form/abc');
    expect(checkoutBackPage('https://example.com/user/x')).toBeNull();
    expect(checkoutBackPage('//example.com/user/x')).toBeNull();
    expect(checkoutBackPage('/admin/dashboard')).toBeNull();
    expect(checkoutBackPage('/district/competitions/abc')).toBe('/district/competitions/abc');
    expect(checkoutBackPage(null)).toBeNull();
  });
});
