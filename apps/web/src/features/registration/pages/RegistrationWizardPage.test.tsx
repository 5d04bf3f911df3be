import type { RegistrationData } from '@para/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { draftData, json, options, savedPages } from '../../../test/registration-fixtures';
import { TestProviders } from '../../../test/render';
import RegistrationWizard, { DRAFT_DELAY_MS } from './RegistrationWizardPage';

function stubApi(data: RegistrationData, finalize?: () => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/reference/registration-options'))
        return json(200, { success: true, message: '', data: options });
      if (url === '/api/user/get-user-registration-data')
        return json(200, { success: true, message: '', data });
      if (url.startsWith('/api/user/update-registration-page-'))
        return json(200, { success: true, message: 'Saved', data });
      if (url === '/api/user/finalize-registration' && finalize) return finalize();
      return json(404, { success: false, message: 'Not found', data: null });
    }),
  );
  return calls;
}

const renderWizard = () =>
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/registration']}>
        <RegistrationWizard mode="new" />
      </MemoryRouter>
    </TestProviders>,
  );

describe('registration wizard', () => {
  beforeEach(() => session.set({ _id: 'u1', accessToken: 't', name: 'Anjali Das', phone: '+919847012345' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('prefills from the session, keeps a draft in regFromData and restores it after a reload', async () => {
    stubApi(draftData);
    const user = userEvent.setup();
    const first = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: About you' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Anjali Das');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('9847012345');

    await user.type(screen.getByLabelText(/^Father's or mother's name/), 'Suresh Das');
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem('regFromData') ?? '{}').page1?.parentName).toBe('Suresh Das'),
      { timeout: DRAFT_DELAY_MS + 2000 },
    );
    expect(JSON.parse(localStorage.getItem('regFromData') ?? '{}').userId).toBe('u1');
    first.unmount();

    renderWizard();
    expect(await screen.findByLabelText(/^Father's or mother's name/)).toHaveValue('Suresh Das');
  });

  it('shows the guardian section with its consent for an athlete under 18', async () => {
    stubApi(draftData);
    renderWizard();
    const birth = await screen.findByLabelText(/^Date of birth/);
    expect(screen.queryByLabelText(/^Guardian's name/)).not.toBeInTheDocument();
    fireEvent.change(birth, { target: { value: `${new Date().getFullYear() - 12}-01-15` } });
    expect(await screen.findByLabelText(/^Guardian's name/)).toBeInTheDocument();
    expect(screen.getByText(/under 18/)).toBeInTheDocument();
    expect(screen.getByLabelText(/I agree to this registration/)).not.toBeChecked();
    fireEvent.change(birth, { target: { value: '1990-01-15' } });
    await waitFor(() => expect(screen.queryByLabelText(/^Guardian's name/)).not.toBeInTheDocument());
  });

  it('lists what finalize says is missing, with links to the right step', async () => {
    const calls = stubApi({ ...draftData, ...savedPages, missing: ['document:photo'] }, () =>
      json(400, {
        success: false,
        message: 'The registration is not complete.',
        code: 'REGISTRATION_INCOMPLETE',
        data: { missing: ['page1', 'document:photo'] },
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    expect(
      await screen.findByRole('heading', { name: 'Step 3 of 3: Documents and declaration' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalize registration' }));

    const photoLink = await screen.findByRole('button', { name: 'Photo — go to step 3' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
      'POST /api/user/finalize-registration',
    );
    expect(calls.find((call) => call.url === '/api/user/update-registration-page-3')?.body).toEqual(
      savedPages.page3,
    );
    await user.click(photoLink);
    expect(document.getElementById('document-photo')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Your personal details — go to step 1' }));
    const heading = await screen.findByRole('heading', { name: 'Step 1 of 3: About you' });
    await act(async () => {});
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText(/^Father's or mother's name/)).toHaveValue('Suresh Das');
  });
});
