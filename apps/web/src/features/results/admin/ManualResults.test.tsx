import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import {
  checkedRow,
  FORM_ID,
  failure,
  fakeServer,
  formRow,
  issue,
  ok,
  resultsImport,
} from '../test-fixtures';
import EventsResultsPage from './EventsResultsPage';

afterEach(() => vi.unstubAllGlobals());

const UID = 'KL-PARA-2026-000002';
const state = (draft: ReturnType<typeof resultsImport> | null) => ({
  formId: FORM_ID,
  publishedVersion: 0,
  draft,
  rows: draft?.rows ?? [],
  entrants: [{ uid: UID, bib: '7', name: 'Ravi Kumar', district: 'Kollam', disciplines: ['men-100m-t42'] }],
});

async function openForm() {
  render(
    <TestProviders>
      <MemoryRouter>
        <EventsResultsPage />
      </MemoryRouter>
    </TestProviders>,
  );
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Competition' }), FORM_ID);
  await user.click(await screen.findByRole('button', { name: 'Add a result' }));
  expect(screen.getByRole('combobox', { name: 'Discipline' })).toHaveFocus();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Discipline' }), 'men-100m-t42');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Athlete' }), UID);
  return user;
}

describe('entering a result on screen', () => {
  it("shows the server's error on the field it names, linked to the field", async () => {
    const server = fakeServer(({ url, method }) => {
      if (url.endsWith('/api/admin/results/forms')) return ok({ items: [formRow()] });
      if (url.endsWith(`/api/admin/results/${FORM_ID}/manual`) && method === 'GET') return ok(state(null));
      if (url.endsWith(`/api/admin/results/${FORM_ID}/manual`))
        return failure(400, 'RESULT_MARK_INVALID', {
          fields: { mark: 'The mark "12.4.8" cannot be read.' },
          errors: [issue(2, 'RESULT_MARK_INVALID', 'mark')],
        });
      return undefined;
    });
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Mark' }), '12.4.8{Enter}');

    const mark = await screen.findByRole('textbox', { name: 'Mark' });
    await vi.waitFor(() => expect(mark).toHaveAttribute('aria-invalid', 'true'));
    expect(mark).toHaveAccessibleDescription(/The mark cannot be read/);
    expect(screen.getByText('The result was not saved')).toBeInTheDocument();
    const sent = server.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      draftImportId: null,
      publishedVersion: 0,
      row: null,
      result: { discipline: 'men-100m-t42', uid: UID, mark: '12.4.8' },
      acknowledgeWarnings: false,
    });
  });

  it('gives the keyboard back to "Add a result" even when the next frame comes before the page redraws', async () => {
    // A busy machine can draw a frame before React has put the button back in place of the form.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    const draft = resultsImport({
      format: 'manual',
      fileName: 'entered-on-screen',
      rows: [checkedRow(2, { uid: UID, markText: '12.48' })],
    });
    let saved = false;
    fakeServer(({ url, method }) => {
      if (url.endsWith('/api/admin/results/forms')) return ok({ items: [formRow()] });
      if (url.endsWith(`/api/admin/results/${FORM_ID}/manual`) && method === 'GET')
        return ok(state(saved ? draft : null));
      if (url.endsWith(`/api/admin/results/${FORM_ID}/manual`)) {
        saved = true;
        return ok(state(draft));
      }
      return undefined;
    });
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Mark' }), '12.48{Enter}');

    expect(await screen.findByText(/^The result is saved in the draft/)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add a result' })).toHaveFocus());
  });

  it('asks for the warnings to be read, then saves and lists the result by its name', async () => {
    let saved = false;
    const draft = resultsImport({
      format: 'manual',
      fileName: 'entered-on-screen',
      rows: [checkedRow(2, { uid: UID, markText: '12.48', wind: 26 })],
      warnings: [issue(2, 'RESULT_WIND_ASSISTED', 'wind')],
    });
    const server = fakeServer(({ url, method, body }) => {
      if (url.endsWith('/api/admin/results/forms')) return ok({ items: [formRow()] });
      if (url.endsWith(`/api/admin/results/${FORM_ID}/manual`) && method === 'GET')
        return ok(state(saved ? draft : null));
      if (url.endsWith(`/api/admin/results/${FORM_ID}/manual`)) {
        if (!(body as { acknowledgeWarnings: boolean }).acknowledgeWarnings)
          return failure(400, 'RESULTS_WARNINGS_NOT_ACKNOWLEDGED', {
            warnings: [issue(2, 'RESULT_WIND_ASSISTED', 'wind')],
          });
        saved = true;
        return ok(state(draft));
      }
      return undefined;
    });
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Mark' }), '12.48');
    await user.type(screen.getByRole('textbox', { name: 'Wind' }), '+2.6');
    await user.click(screen.getByRole('button', { name: 'Save the result' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have read the warnings' }));
    // One result entered on screen: the warning reads without the row number a file would have.
    expect(screen.getByText(/^The wind was over \+2\.0/)).toBeInTheDocument();
    expect(screen.queryByText(/^Row \d/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the result' }));

    expect(await screen.findByText(/^The result is saved in the draft/)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add a result' })).toHaveFocus());
    const table = await screen.findByRole('region', { name: 'Results entered' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent("Men's 100 m T42-T47");
    expect(row).toHaveTextContent('Ravi Kumar');
    expect(
      within(row).getByRole('button', { name: "Correct the result of Ravi Kumar in Men's 100 m T42-T47" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check the draft, then publish it' })).toBeInTheDocument();
    const posts = server.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)).acknowledgeWarnings)).toEqual([
      false,
      true,
    ]);
  });
});
