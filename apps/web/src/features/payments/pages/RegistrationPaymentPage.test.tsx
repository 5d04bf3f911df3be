import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, earlyRequestKey } from '../../../lib/early-requests';
import { queryClient } from '../../../lib/query-client';
import { SESSION_KEY, session } from '../../../lib/session';
import { apiOk, paymentOrder, sessionRecord } from '../../../test/fakes';
import { TestProviders } from '../../../test/render';
import RegistrationPaymentPage, { loader } from './RegistrationPaymentPage';

// The fee's order is created by the server on the first visit, a slow request on a slow phone: the
// page shows what the fee is and covers meanwhile, and the amount and the button when it comes.

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  session.reload();
  queryClient.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

const order = paymentOrder({
  receiptNumber: 'RCP-1',
  description: 'Registration fee, season 2026-27',
  prefill: { name: 'Asha', email: '', contact: '' },
});

describe('the registration fee page', () => {
  it('draws what the fee covers before its order arrives, then the amount and the button', async () => {
    let sendOrder: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input) => {
      if (String(input).endsWith('/api/user/create-registration-payment-order')) {
        return new Promise<Response>((resolve) => {
          sendOrder = resolve;
        });
      }
      return new Promise<Response>(() => {});
    });
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/registration-payment']}>
          <RegistrationPaymentPage />
        </MemoryRouter>
      </TestProviders>,
    );

    const fee = screen.getByRole('region', { name: 'Registration fee' });
    // What is drawn before the order: the order, when it comes, must push none of it (a layout shift
    // under the reader's eyes and finger), above the fee's section or in it.
    const covers = within(fee).getByText('The fee covers').parentElement as HTMLElement;
    const above = () => {
      const parts: string[] = [];
      for (let node = fee.previousElementSibling; node; node = node.previousElementSibling) {
        parts.push(node.outerHTML);
      }
      for (let node = covers.previousElementSibling; node; node = node.previousElementSibling) {
        parts.push(node.outerHTML);
      }
      return parts;
    };
    const drawnAbove = above();
    expect(within(fee).getByText('The fee covers')).toBeVisible();
    expect(within(fee).getAllByRole('listitem')).toHaveLength(3);
    expect(within(fee).getByRole('status')).toBeVisible();
    expect(within(fee).queryByTestId('fee-amount')).toBeNull();
    expect(within(fee).queryByRole('button')).toBeNull();

    sendOrder(apiOk(order));
    expect(await within(fee).findByTestId('fee-amount')).toHaveTextContent('₹500');
    expect(within(fee).getByText('Registration fee, season 2026-27')).toBeVisible();
    expect(within(fee).getByRole('button', { name: /500/ })).toBeEnabled();
    expect(within(fee).queryByRole('status')).toBeNull();
    // The test gateway's warning comes with the order, inside the section, beside the button.
    expect(within(fee).getByTestId('test-mode-banner')).toBeVisible();
    expect(above()).toEqual(drawnAbove);
  });

  it("on the app's first page, draws the order the document asked for in its first render, as the server drew it", async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionRecord({ accessToken: 'token-1' })));
    session.reload();
    // The document's answers (lib/early-requests.ts): the order and the registration.
    const early = (data: unknown) => ({ token: 'token-1', response: Promise.resolve(apiOk(data)) });
    (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
      [earlyRequestKey('POST', '/api/user/create-registration-payment-order')]: early(order),
      [earlyRequestKey('GET', '/api/user/get-user-registration-data')]: early({ status: 'submitted' }),
    };
    // Anything asked of the network later stays unanswered: only the document's answers can show.
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));

    await loader();
    // With the app's own query client: the loader fills the app's cache.
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/registration-payment']}>
          <RegistrationPaymentPage />
        </MemoryRouter>
      </TestProviders>,
    );
    // At once, not after a loading line.
    const fee = screen.getByRole('region', { name: 'Registration fee' });
    expect(within(fee).getByTestId('fee-amount')).toHaveTextContent('₹500');
    expect(within(fee).getByText('Receipt no. RCP-1')).toBeVisible();
    expect(within(fee).queryByRole('status')).toBeNull();
  });
});
