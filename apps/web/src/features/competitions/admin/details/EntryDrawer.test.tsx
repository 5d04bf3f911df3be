import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_ID, fakeServer, mountAt, ok, storedForm, submission } from '../test/fixtures';
import FormDetailsPage from './FormDetailsPage';

afterEach(() => vi.unstubAllGlobals());

const entry = submission({
  status: 'pending_payment',
  paidAt: null,
  answers: { guide: true, size: 'm' },
});
const fields = [
  { key: 'guide', type: 'yes_no', label: 'Do you run with a guide?', required: true },
  {
    key: 'size',
    type: 'single_choice',
    label: 'T-shirt size',
    required: false,
    options: [
      { value: 's', label: 'Small' },
      { value: 'm', label: 'Medium' },
    ],
  },
];

function serve() {
  return fakeServer((url, init) => {
    if (url.pathname === `/api/admin/forms/${FORM_ID}`) return ok(storedForm());
    if (url.pathname === '/api/forms/submissions')
      return ok({ items: [entry], total: 1, page: 1, pageSize: 25 });
    if (url.pathname === `/api/forms/submissions/${entry._id}`) {
      return ok({
        ...entry,
        form: { _id: FORM_ID, title: 'x', eventId: 'e', eventTitle: 'x', fields },
      });
    }
    if (init?.method === 'POST') return ok({ ...entry, status: 'withdrawn' });
    return undefined;
  });
}

async function openEntry(user: ReturnType<typeof userEvent.setup>) {
  mountAt(`/admin/view-form-details/${FORM_ID}`, '/admin/view-form-details/:formId', <FormDetailsPage />);
  await user.click(await screen.findByRole('button', { name: 'Open the entry of Ravi Kumar' }));
  return screen.findByRole('dialog', { name: 'Entry' });
}

const posted = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.find(([input, init]) => String(input).endsWith(path) && init?.method === 'POST');

describe("an entry's detail", () => {
  it('shows the answers under their questions, with the chosen option named', async () => {
    serve();
    const drawer = await openEntry(userEvent.setup());
    expect(await within(drawer).findByText('Do you run with a guide?')).toBeInTheDocument();
    expect(within(drawer).getByText('Medium')).toBeInTheDocument();
  });

  it('withdraws only after the confirmation, with the reason given', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    const drawer = await openEntry(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Withdraw the entry' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(within(confirm).getByText('Say why, in a few words.')).toBeInTheDocument();
    expect(posted(fetchMock, `/api/forms/submissions/${entry._id}/withdraw`)).toBeUndefined();

    await user.type(within(confirm).getByLabelText(/^Reason/), 'Injured in training');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(posted(fetchMock, `/api/forms/submissions/${entry._id}/withdraw`)).toBeDefined(),
    );
    const call = posted(fetchMock, `/api/forms/submissions/${entry._id}/withdraw`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Injured in training' });
  });

  it('closes only the confirmation on Escape, leaving the entry open', async () => {
    serve();
    const user = userEvent.setup();
    const drawer = await openEntry(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Withdraw the entry' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this entry?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Entry' })).toBeInTheDocument();
  });

  it('records an offline payment with its method, reference and day', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    const drawer = await openEntry(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Record an offline payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Record the fee as paid offline?' });
    await user.selectOptions(within(confirm).getByLabelText('Method'), 'upi');
    await user.type(within(confirm).getByLabelText(/^Reference/), 'UTR123456');
    await user.click(within(confirm).getByRole('button', { name: 'Record the payment' }));
    const path = `/api/admin/forms/submissions/${entry._id}/offline-payment`;
    await waitFor(() => expect(posted(fetchMock, path)).toBeDefined());
    expect(JSON.parse(String(posted(fetchMock, path)?.[1]?.body))).toMatchObject({
      method: 'upi',
      reference: 'UTR123456',
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('an entry only on waiting lists', () => {
  it('says so in the list and in its detail, rather than "Confirmed"', async () => {
    const waiting = submission({ disciplines: [{ key: 'men-100m', status: 'waitlisted' }] });
    fakeServer((url) => {
      if (url.pathname === `/api/admin/forms/${FORM_ID}`) return ok(storedForm());
      if (url.pathname === '/api/forms/submissions')
        return ok({ items: [waiting], total: 1, page: 1, pageSize: 25 });
      if (url.pathname === `/api/forms/submissions/${waiting._id}`) {
        return ok({ ...waiting, form: { _id: FORM_ID, title: 'x', eventId: 'e', eventTitle: 'x', fields } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    mountAt(`/admin/view-form-details/${FORM_ID}`, '/admin/view-form-details/:formId', <FormDetailsPage />);
    const row = (await screen.findByRole('button', { name: 'Open the entry of Ravi Kumar' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('On the waiting list')).toBeInTheDocument();
    expect(within(row as HTMLElement).queryByText('Confirmed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the entry of Ravi Kumar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Entry' });
    expect(await within(drawer).findByText('On the waiting list')).toBeInTheDocument();
    expect(within(drawer).queryByText('Confirmed')).toBeNull();
  });
});
