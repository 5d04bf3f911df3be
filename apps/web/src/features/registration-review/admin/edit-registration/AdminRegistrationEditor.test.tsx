import {
  type RegistrationData,
  registrationPage1,
  registrationPage2,
  registrationPage3,
} from '@para/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../lib/session';
import { draftData, json, options, savedPages } from '../../../../test/registration-fixtures';
import { TestProviders } from '../../../../test/render';
import { AdminRegistrationEditor } from './AdminRegistrationEditor';

// jsdom has no document.fonts; Mantine's autosizing Textarea (page 2) listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const USER_ID = '5d7c7a52-8c53-4a36-9d57-7b9a0b8f3c11';

const registration: RegistrationData = {
  ...draftData,
  ...savedPages,
  status: 'submitted',
  missing: [],
  editable: [],
  submittedAt: '2026-03-01T10:00:00Z',
};

type Call = { method: string; url: string; body: unknown };

/** The admin routes the editor calls; `onSave` answers the page saves. */
function stubApi(onSave: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (url.startsWith('/api/reference/registration-options'))
        return json(200, { success: true, message: '', data: options });
      if (url.startsWith('/api/admin/get-user-registrations-data'))
        return json(200, { success: true, message: '', data: registration });
      if (url.startsWith('/api/admin/update-registration-page-')) return onSave(call);
      return json(404, { success: false, message: 'Not found', data: null });
    }),
  );
  return calls;
}

const schemas = { 1: registrationPage1, 2: registrationPage2, 3: registrationPage3 } as const;

/** Answers a save with the page as the server stores it (parsed by the contract: +91 mobiles and so on). */
const storeIt = (call: Call) => {
  const page = Number(call.url.slice(-1)) as 1 | 2 | 3;
  const stored = schemas[page].parse((call.body as { page: unknown }).page);
  return json(200, { success: true, message: 'Saved', data: { ...registration, [`page${page}`]: stored } });
};

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/admin/edit-registration/:userId', element: <AdminRegistrationEditor userId={USER_ID} /> },
      { path: '/admin/registrations/:userId', element: <h1>Review screen</h1> },
      { path: '/admin/audit-log', element: <h1>Audit log</h1> },
    ],
    { initialEntries: [`/admin/edit-registration/${USER_ID}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const activePanel = () => screen.getByRole('tabpanel');

// Three full page forms render at once (every tab stays mounted): slower than one form on a busy machine.
describe("the administrator's registration editor", { timeout: 30_000 }, () => {
  beforeEach(() => session.set({ _id: 'admin', accessToken: 't', name: 'Admin', isAdmin: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it("shows the athlete's page forms, saves through the admin route and lists what changed", async () => {
    const calls = stubApi(storeIt);
    const user = userEvent.setup();
    renderEditor();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit registration: Anjali Das' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Page 1' })).toHaveAttribute('aria-selected', 'true');

    const city = within(activePanel()).getByLabelText(/^City, town or village/);
    expect(city).toHaveValue('Kochi');
    await user.clear(city);
    await user.type(city, 'Aluva');
    expect(screen.getByRole('tab', { name: /Page 1.*not saved/ })).toBeInTheDocument();
    await user.click(within(activePanel()).getByRole('button', { name: 'Save page 1' }));

    const summary = await screen.findByTestId('change-summary');
    expect(summary).toHaveTextContent('Page 1 saved');
    expect(summary).toHaveTextContent('1 field changed');
    expect(summary).toHaveTextContent('City, town or village: Kochi → changed to Aluva');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'See the edits in the audit log' })).toHaveAttribute(
      'href',
      `/admin/audit-log?targetId=${USER_ID}&action=registration.edit`,
    );
    expect(screen.getByRole('tab', { name: 'Page 1' })).toBeInTheDocument();

    const save = calls.find((call) => call.method === 'POST');
    expect(save?.url).toBe('/api/admin/update-registration-page-1');
    expect(save?.body).toMatchObject({ userId: USER_ID, page: { address: { city: 'Aluva' } } });
  });

  it('puts a refused save on the field (server paths start with "page.") and keeps the typed values', async () => {
    stubApi(() =>
      json(400, {
        success: false,
        message: 'Some fields need attention.',
        code: 'VALIDATION_FAILED',
        data: {
          fields: {
            'page.certificate.udidNumber':
              'The birth year in the UDID number does not match the date of birth.',
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Page 2' }));
    const udid = within(activePanel()).getByLabelText(/^UDID number/);
    await user.clear(udid);
    await user.click(udid);
    await user.paste('KL0120119850012345');
    const coach = within(activePanel()).getByLabelText(/^Coach's name/);
    await user.click(coach);
    await user.paste('Ravi Kumar');
    await user.click(within(activePanel()).getByRole('button', { name: 'Save page 2' }));

    await waitFor(() =>
      expect(udid).toHaveAccessibleDescription(/birth year in the UDID number does not match/),
    );
    expect(udid).toHaveValue('KL0120119850012345');
    expect(coach).toHaveValue('Ravi Kumar');
    expect(screen.queryByTestId('change-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Page 2.*not saved/ })).toBeInTheDocument();

    // Values typed on one page are still there after looking at another.
    await user.click(screen.getByRole('tab', { name: 'Page 1' }));
    await user.click(screen.getByRole('tab', { name: /Page 2/ }));
    expect(within(activePanel()).getByLabelText(/^Coach's name/)).toHaveValue('Ravi Kumar');
  });

  it('shows the documents without upload buttons and the declarations read-only on page 3', async () => {
    stubApi(storeIt);
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Page 3' }));
    const panel = activePanel();
    expect(within(panel).getAllByText('Not uploaded.')).toHaveLength(5);
    expect(within(panel).queryByRole('button', { name: /Choose file/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(panel).getByText(/^I declare that the information/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save page 3' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApi(storeIt);
    const user = userEvent.setup();
    const router = renderEditor();
    const city = within(await screen.findByRole('tabpanel')).getByLabelText(/^City, town or village/);
    await user.type(city, ' East');
    await user.click(screen.getAllByRole('link', { name: 'Open the review screen' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Page 1: the changes are not saved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/admin/edit-registration/${USER_ID}`);
    expect(city).toHaveValue('Kochi East');
  });

  it('says when the registration cannot be loaded and offers a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(404, { success: false, message: 'No such user.', code: 'NOT_FOUND', data: null }),
      ),
    );
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
