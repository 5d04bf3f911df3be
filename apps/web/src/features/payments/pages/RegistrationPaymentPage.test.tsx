import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, paymentOrder } from '../../../test/fakes';
import { TestProviders } from '../../../test/render';
import RegistrationPaymentPage from './RegistrationPaymentPage';

// The fee's order is created by the server on the first visit, a slow request on a slow phone: the
// page shows what the fee is and covers meanwhile, and the amount and the button when it comes.

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
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
});
