import type { MyEntry } from '@para/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentOrder } from '../../../test/fakes';
import { TestProviders } from '../../../test/render';
import {
  athleteForm,
  ENTRY_ID,
  entryDetail,
  FORM_ID,
  fakeServer,
  inDays,
  myEntry,
  ok,
  profile,
} from '../test-fixtures';
import MyEntryPage from './MyEntryPage';

afterEach(() => vi.unstubAllGlobals());

function serve(initial: MyEntry) {
  const form = athleteForm({ myEntryId: initial._id });
  let entry = initial;
  return fakeServer(({ method, url }) => {
    if (method === 'POST' && url.endsWith('/api/forms/verify-payment')) {
      entry = {
        ...entry,
        status: 'confirmed',
        paidAt: new Date().toISOString(),
        paidPaise: entry.amountPaise,
      };
      return ok(entry);
    }
    if (url.endsWith('/api/forms/my-submissions')) return ok([entry]);
    if (url.endsWith(`/api/forms/submissions/${ENTRY_ID}`)) return ok(entryDetail(entry, form));
    if (url.endsWith(`/api/forms/${FORM_ID}`)) return ok(form);
    if (url.endsWith('/api/profile')) return ok(profile());
    if (method === 'POST' && url.endsWith(`/api/forms/submissions/${ENTRY_ID}/withdraw`))
      return ok({ ...entry, status: 'withdrawn', withdrawnAt: new Date().toISOString() });
    if (method === 'POST' && url.endsWith(`/api/forms/submissions/${ENTRY_ID}/payment`))
      return ok(paymentOrder());
    return undefined;
  });
}

const mount = (state: unknown = null) =>
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[{ pathname: `/user/event-form/${FORM_ID}`, state }]}>
        <Routes>
          <Route path="/user/event-form/:formId" element={<MyEntryPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );

describe("the athlete's entry", () => {
  it('offers withdrawal before the deadline, behind a confirmation that names the refund', async () => {
    const fetchMock = serve(
      myEntry({ amountPaise: 50000, paidPaise: 50000, paidAt: inDays(-1), withdrawUntil: inDays(3) }),
    );
    mount();
    expect(await screen.findByText("Men's 100 m T35-T38")).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw my entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your entry?' });
    expect(dialog).toHaveTextContent('The fee of ₹500 you paid becomes a refund due');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/withdraw') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('offers no withdrawal once the deadline has passed', async () => {
    serve(myEntry({ withdrawUntil: inDays(-1) }));
    mount();
    expect(await screen.findByText(/The time to withdraw this entry ended on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw my entry' })).toBeNull();
  });

  it('asks for the fee of an entry awaiting payment', async () => {
    serve(myEntry({ status: 'pending_payment', amountPaise: 50000 }));
    mount();
    expect(await screen.findByRole('button', { name: 'Pay now: ₹500' })).toBeInTheDocument();
    expect(screen.getByTestId('test-mode-banner')).toBeInTheDocument();
  });

  it('says an entry only on a waiting list is waiting, with nothing to pay yet', async () => {
    serve(myEntry({ status: 'confirmed', disciplines: [{ key: 'men-100m-t37', status: 'waitlisted' }] }));
    mount({ entered: true });
    expect(await screen.findByText('Your entry is in: you are on the waiting list.')).toBeInTheDocument();
    expect(screen.queryByText('Your entry is in and confirmed.')).toBeNull();
    expect(screen.getAllByText('On the waiting list')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();
  });

  it('asks only for the fee of a place granted from the waiting list, saying what was paid before', async () => {
    serve(myEntry({ status: 'pending_payment', amountPaise: 100000, paidPaise: 50000, paidAt: inDays(-2) }));
    mount();
    expect(await screen.findByText('Amount: ₹1,000 (₹500 paid, ₹500 to pay)')).toBeInTheDocument();
    expect(await screen.findByText(/A place from the waiting list is yours/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay now: ₹500' })).toBeInTheDocument();
  });

  it('verifies the payment the test gateway hands back, sending only its signed fields', async () => {
    const fetchMock = serve(myEntry({ status: 'pending_payment', amountPaise: 50000 }));
    mount({ testPayment: { orderId: 'order_1', paymentId: 'pay_1', signature: 'sig', outcome: 'success' } });
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    const verifies = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/api/forms/verify-payment'),
    );
    expect(verifies).toHaveLength(1);
    expect(JSON.parse(String(verifies[0]?.[1]?.body))).toEqual({
      orderId: 'order_1',
      paymentId: 'pay_1',
      signature: 'sig',
    });
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('says the entry is in and confirmed once back from a successful test payment', async () => {
    serve(myEntry({ status: 'pending_payment', amountPaise: 50000 }));
    mount({ testPayment: { orderId: 'order_1', paymentId: 'pay_1', signature: 'sig', outcome: 'success' } });
    expect(await screen.findByText('Your entry is in and confirmed.')).toBeInTheDocument();
  });

  it('says the entry is in when the server confirmed it before the page came back from the test gateway', async () => {
    serve(myEntry({ status: 'confirmed', amountPaise: 50000, paidPaise: 50000, paidAt: inDays(0) }));
    mount({ testPayment: { orderId: 'order_1', paymentId: 'pay_1', signature: 'sig', outcome: 'success' } });
    expect(await screen.findByText('Your entry is in and confirmed.')).toBeInTheDocument();
  });

  it('says why a payment did not go through, and offers it again', async () => {
    serve(myEntry({ status: 'pending_payment', amountPaise: 50000 }));
    mount({ paymentError: 'payments.cancelled' });
    expect(await screen.findByText(/The payment window was closed before paying/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay now: ₹500' })).toBeInTheDocument();
  });
});
