import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_ID,
  FORM_ID,
  fakeServer,
  mountAt,
  ok,
  publishedEvent,
  refused,
  storedForm,
} from '../test/fixtures';
import FormBuilderPage from './FormBuilderPage';

afterEach(() => vi.unstubAllGlobals());

const preview = () => screen.getByRole('region', { name: 'Preview: as an athlete sees it' });

function serveEvents(extra?: (url: URL, init: RequestInit | undefined) => Response | undefined) {
  return fakeServer((url, init) => {
    if (url.pathname === '/api/admin/content/events') return ok([publishedEvent]);
    return extra?.(url, init);
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  fireEvent.change(screen.getByLabelText(/^Title \(English\)/), { target: { value: 'District Meet 2027' } });
  await screen.findByRole('option', { name: /State Para Athletics Championship/ });
  await user.selectOptions(screen.getByLabelText(/^Competition/), EVENT_ID);
  fireEvent.change(screen.getByLabelText(/^Entries open/), { target: { value: '2027-01-01T09:00' } });
  fireEvent.change(screen.getByLabelText(/^Entries close/), { target: { value: '2027-01-20T18:00' } });
  fireEvent.change(screen.getByLabelText(/^Discipline name \(English\)/), {
    target: { value: "Men's 100 m" },
  });
  fireEvent.change(screen.getAllByLabelText(/^Key/)[0] as HTMLElement, { target: { value: 'men-100m' } });
}

describe('the form builder', () => {
  it('adds a discipline and a question, and the preview shows them', async () => {
    serveEvents();
    const user = userEvent.setup();
    mountAt('/admin/forms/new', '/admin/forms/new', <FormBuilderPage />);

    // On a phone the preview is behind a toggle (the test window is 360 px wide, so it starts hidden).
    await user.click(await screen.findByRole('button', { name: 'Show the preview' }));
    await user.click(screen.getByRole('button', { name: 'Add a discipline' }));
    const names = screen.getAllByLabelText(/^Discipline name \(English\)/);
    expect(names).toHaveLength(2);
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'Women’s javelin' } });
    expect(within(preview()).getByRole('checkbox', { name: /Women’s javelin/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type of the new question'), 'yes_no');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(screen.getByLabelText(/^Question \(English\)/), {
      target: { value: 'Do you need a guide runner?' },
    });
    const group = within(preview()).getByRole('radiogroup', { name: /Do you need a guide runner\?/ });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'No' })).toBeInTheDocument();
  });

  it('puts the server’s field error on the input it names', async () => {
    const fetchMock = serveEvents((url, init) =>
      url.pathname === '/api/admin/forms' && init?.method === 'POST'
        ? refused(400, 'VALIDATION_FAILED', {
            fields: { 'disciplines.0.classes.0': 'validation.classRangePrefix' },
          })
        : undefined,
    );
    const user = userEvent.setup();
    mountAt('/admin/forms/new', '/admin/forms/new', <FormBuilderPage />);
    await screen.findByRole('button', { name: 'Add a discipline' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create the form' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    // Times typed in India's time travel with their offset; rupees as paise.
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      title: 'District Meet 2027',
      eventId: EVENT_ID,
      opensAt: '2027-01-01T09:00:00+05:30',
      closesAt: '2027-01-20T18:00:00+05:30',
      feePaise: 0,
      disciplines: [{ key: 'men-100m', name: "Men's 100 m", sport: 'athletics', gender: 'any' }],
    });
    // The pattern's problem sits on the classes input of the first discipline, read with it.
    const classes = screen.getAllByLabelText(/^Eligible sport classes/)[0] as HTMLElement;
    expect(classes).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(classes).toHaveAccessibleDescription(/Both ends of a range need the same letters/),
    );
  });

  it('says that a form with entries keeps its answers, and keeps disciplines holding entries', async () => {
    serveEvents((url) =>
      url.pathname === `/api/admin/forms/${FORM_ID}`
        ? ok(storedForm({ counts: [{ key: 'men-100m', entered: 3, waitlisted: 0 }] }))
        : undefined,
    );
    mountAt(`/admin/forms/${FORM_ID}/edit`, '/admin/forms/:formId/edit', <FormBuilderPage />);
    expect(await screen.findByText(/The answers already given are kept/)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Key/)[0]).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: "Remove Men's 100 m" })).toBeNull();
    expect(screen.getByRole('button', { name: "Remove Women's shot put" })).toBeInTheDocument();
    // Times read back in India's time: 03:30 UTC is 09:00 IST.
    expect(screen.getByLabelText(/^Entries open/)).toHaveValue('2027-01-01T09:00');
  });

  it('asks before leaving with changes not saved', async () => {
    serveEvents();
    const user = userEvent.setup();
    const router = mountAt('/admin/forms/new', '/admin/forms/new', <FormBuilderPage />);
    fireEvent.change(await screen.findByLabelText(/^Title \(English\)/), { target: { value: 'Draft meet' } });
    await user.click(screen.getAllByRole('link', { name: 'Back to the entry forms' })[0] as HTMLElement);
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/forms/new');
    await user.click(screen.getAllByRole('link', { name: 'Back to the entry forms' })[0] as HTMLElement);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form-listing'));
  });
});
