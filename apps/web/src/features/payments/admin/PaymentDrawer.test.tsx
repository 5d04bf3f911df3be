import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { PaymentDrawer } from './PaymentDrawer';

afterEach(() => vi.unstubAllGlobals());

const PAYMENT_ID = '7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const payment = {
  _id: PAYMENT_ID,
  purpose: 'registration',
  status: 'paid',
  gateway: 'test',
  amountPaise: 50_000,
  receiptNumber: 'PSA-2026-000012',
  orderId: 'order_1',
  gatewayPaymentId: 'pay_1',
  createdAt: '2026-11-20T05:00:00.000Z',
  paidAt: '2026-11-20T05:01:00.000Z',
  receiptUrl: `/api/user/payments/${PAYMENT_ID}/receipt.pdf`,
  userId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  payerName: 'Anjali Krishnan',
  payerEmail: 'anjali@example.in',
  method: 'upi',
  failureReason: '',
  timeline: [],
};

/** The drawer as the payments page holds it: closing it forgets the payment. */
function Harness() {
  const [open, setOpen] = useState<string | null>(PAYMENT_ID);
  return <PaymentDrawer paymentId={open} onClose={() => setOpen(null)} />;
}

describe('a payment in its drawer', () => {
  it('closes only the confirmation on Escape, leaving the payment open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, message: '', data: payment }, { status: 200 })),
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(within(screen.getByRole('dialog')).getByText('PSA-2026-000012')).toBeInTheDocument();
  });

  it('warns that refunding an entry’s fee withdraws the entry, and says nothing of it for the registration fee', async () => {
    const serve = (purpose: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ success: true, message: '', data: { ...payment, purpose } })),
      );
    const user = userEvent.setup();
    serve('entry');
    const { unmount } = render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Mark refunded' }),
    );
    expect(await screen.findByText(/refunding it withdraws the entry/)).toBeInTheDocument();
    unmount();

    serve('registration');
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Mark refunded' }),
    );
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    expect(screen.queryByText(/refunding it withdraws the entry/)).toBeNull();
  });
});
