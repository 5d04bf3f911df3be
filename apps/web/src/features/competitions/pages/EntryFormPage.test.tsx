import type { AthleteForm } from '@para/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import {
  athleteForm,
  discipline,
  ENTRY_ID,
  FORM_ID,
  fakeServer,
  inDays,
  json,
  myEntry,
  ok,
  profile,
  type Reply,
} from '../test-fixtures';
import EntryFormPage from './EntryFormPage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const withFields = (): AthleteForm =>
  athleteForm({
    fields: [
      { key: 'tshirt', label: 'T-shirt size', type: 'short_text', required: true, help: 'S, M, L or XL' },
      { key: 'coach', label: 'Coach travelling with you', type: 'yes_no', required: false },
      {
        key: 'coachName',
        label: "Coach's name",
        type: 'short_text',
        required: true,
        showIf: { field: 'coach', equals: true },
      },
    ],
  });

function serve(form: AthleteForm, submit?: Reply) {
  return fakeServer((request) => {
    if (request.url.endsWith(`/api/forms/${FORM_ID}`)) return ok(form);
    if (request.url.endsWith('/api/profile')) return ok(profile());
    if (request.url.endsWith('/api/forms/submit')) return submit?.(request);
    return undefined;
  });
}

const mount = () =>
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[`/user/form/${FORM_ID}`]}>
        <Routes>
          <Route path="/user/form/:formId" element={<EntryFormPage />} />
          <Route path="/user/event-form/:formId" element={<p>entry page</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );

const submitCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/forms/submit'));

describe('the entry form', () => {
  it('shows what the portal knows of the athlete without asking for it', async () => {
    serve(athleteForm());
    mount();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(details).getByText('KL-PARA-2026-000042')).toBeInTheDocument();
    expect(within(details).getByText('14 May 2000')).toBeInTheDocument();
    expect(within(details).getByText('Kollam')).toBeInTheDocument();
    expect(within(details).getByText('Para athletics: T37')).toBeInTheDocument();
    // Nothing of it is a field to fill in: the form with no questions has only the discipline boxes.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('shows an ineligible discipline with its reason, and it cannot be picked', async () => {
    serve(athleteForm());
    mount();
    const closed = await screen.findByRole('checkbox', { name: "Men's 100 m T42-T47" });
    expect(closed).toBeDisabled();
    expect(closed).toHaveAccessibleDescription(/Your class T37 is not in this discipline's classes T42-T47/);
    await userEvent.click(closed);
    expect(closed).not.toBeChecked();
    const open = screen.getByRole('checkbox', { name: "Men's 100 m T35-T38" });
    expect(open).toBeEnabled();
    await userEvent.click(open);
    expect(open).toBeChecked();
  });

  it('does not send a form with a required answer missing, and says so on that field', async () => {
    const fetchMock = serve(withFields());
    mount();
    await userEvent.click(await screen.findByRole('checkbox', { name: "Men's 100 m T35-T38" }));
    // The condition's field appears only when its answer matches.
    expect(screen.queryByRole('textbox', { name: /Coach's name/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: /Coach's name/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit entry' }));

    const shirt = screen.getByRole('textbox', { name: /T-shirt size/ });
    expect(shirt).toHaveAttribute('aria-invalid', 'true');
    expect(shirt).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('textbox', { name: /Coach's name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(submitCalls(fetchMock)).toHaveLength(0);
  });

  it('puts the server’s field errors on their controls and keeps what was typed', async () => {
    const fetchMock = serve(withFields(), () =>
      json(400, {
        success: false,
        message: 'Check the marked fields',
        code: 'VALIDATION_FAILED',
        data: { fields: { 'answers.tshirt': 'validation.tooLong' } },
      }),
    );
    mount();
    await userEvent.click(await screen.findByRole('checkbox', { name: "Men's 100 m T35-T38" }));
    await userEvent.type(screen.getByRole('textbox', { name: /T-shirt size/ }), 'XXXL');
    await userEvent.click(screen.getByRole('button', { name: 'Submit entry' }));

    const shirt = screen.getByRole('textbox', { name: /T-shirt size/ });
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
    expect(shirt).toHaveAttribute('aria-invalid', 'true');
    expect(shirt).toHaveValue('XXXL');
    expect(submitCalls(fetchMock)).toHaveLength(1);
    const sent = JSON.parse(String(submitCalls(fetchMock)[0]?.[1]?.body));
    expect(sent).toEqual({ formId: FORM_ID, disciplines: ['men-100m-t37'], answers: { tshirt: 'XXXL' } });
  });

  it('puts a refused discipline on the discipline list, in words', async () => {
    serve(athleteForm(), () =>
      json(409, {
        success: false,
        message: 'Your class is not eligible',
        code: 'CLASS_NOT_ELIGIBLE',
        data: { fields: { disciplines: 'CLASS_NOT_ELIGIBLE' }, discipline: 'men-100m-t37' },
      }),
    );
    mount();
    await userEvent.click(await screen.findByRole('checkbox', { name: "Men's 100 m T35-T38" }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit entry' }));
    const group = screen.getByRole('group', { name: /Disciplines/ });
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      "Men's 100 m T35-T38: Your class T37 is not in this discipline's classes T35-T38.",
    );
  });

  it('asks for a discipline before sending, and enforces the most one athlete may enter', async () => {
    const fetchMock = serve(
      athleteForm({
        maxDisciplines: 1,
        disciplines: [
          discipline({ key: 'men-100m-t37', name: "Men's 100 m T35-T38", classes: ['T35-T38'] }),
          discipline({ key: 'men-200m-t37', name: "Men's 200 m T35-T38", classes: ['T35-T38'] }),
        ],
      }),
    );
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit entry' }));
    expect(await screen.findByText('Choose at least one discipline.')).toBeInTheDocument();
    expect(submitCalls(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: "Men's 100 m T35-T38" }));
    expect(screen.getByRole('checkbox', { name: "Men's 200 m T35-T38" })).toBeDisabled();
    expect(
      screen.getByText(/You have chosen 1 discipline, the most one athlete may enter/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: "Men's 100 m T35-T38" }));
    expect(screen.getByRole('checkbox', { name: "Men's 200 m T35-T38" })).toBeEnabled();
  });

  it('in the late period says so, and names the late fee only in a total that includes it', async () => {
    serve(
      athleteForm({
        opensAt: inDays(-10),
        closesAt: inDays(-1),
        lateUntil: inDays(3),
        lateFeePaise: 10_000,
        feePaise: 25_000,
        phase: 'late',
      }),
    );
    mount();
    // Nothing chosen, nothing to pay: the total does not claim to include the late fee.
    expect(await screen.findByTestId('entry-total')).toHaveTextContent(/^Total: ₹\s?0\./);
    expect(screen.queryByText(/It includes the late entry fee/)).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Late entry\s*Entries closed on .+\. Late entries are taken until .+ \(India time\), with a late fee of ₹\s?100 on each entry\./,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: "Men's 100 m T35-T38" }));
    expect(screen.getByTestId('entry-total')).toHaveTextContent(/^Total: ₹\s?350 for 1 discipline$/);
    expect(screen.getByText(/^It includes the late entry fee of ₹\s?100\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Submit entry and pay ₹\s?350/ })).toBeInTheDocument();
  });

  it('charges nothing now for a discipline that would go on its waiting list, and says so', async () => {
    serve(
      athleteForm({
        feePaise: 25_000,
        disciplines: [
          discipline({ key: 'men-100m-t37', name: "Men's 100 m T35-T38", classes: ['T35-T38'] }),
          discipline({
            key: 'men-200m-t37',
            name: "Men's 200 m T35-T38",
            classes: ['T35-T38'],
            capacity: 8,
            placesLeft: 0,
            reason: 'DISCIPLINE_FULL',
            waitlist: true,
          }),
        ],
      }),
    );
    mount();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Men's 200 m T35-T38/ }));
    expect(screen.getByTestId('entry-total')).toHaveTextContent(/^Total: ₹\s?0 for 1 discipline$/);
    expect(screen.getByText(/costs nothing now: if a place frees for you/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit entry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Men's 100 m T35-T38/ }));
    expect(screen.getByTestId('entry-total')).toHaveTextContent(/^Total: ₹\s?250 for 2 disciplines$/);
    expect(screen.getByRole('button', { name: /^Submit entry and pay ₹\s?250/ })).toBeInTheDocument();
  });

  it('confirms a free entry and goes to the entry page', async () => {
    serve(athleteForm(), () => ok(myEntry({ _id: ENTRY_ID }), 201));
    mount();
    await userEvent.click(await screen.findByRole('checkbox', { name: "Men's 100 m T35-T38" }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit entry' }));
    expect(await screen.findByText('entry page')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
