import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { FakeXhr } from '../../../test/fakes';
import { TestProviders } from '../../../test/render';
import {
  checkedRow,
  FORM_ID,
  failure,
  fakeServer,
  formRow,
  IMPORT_ID,
  issue,
  ok,
  type Reply,
  resultsImport,
} from '../test-fixtures';
import UploadResultsPage from './UploadResultsPage';

const csv = () => new File(['discipline,uid,mark\n'], 'results.csv', { type: 'text/csv' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function mount(reply: Reply) {
  const server = fakeServer(reply);
  render(
    <TestProviders>
      <MemoryRouter>
        <UploadResultsPage />
      </MemoryRouter>
    </TestProviders>,
  );
  return server;
}

const formsReply =
  (form = formRow()): Reply =>
  ({ url }) =>
    url.endsWith('/api/admin/results/forms') ? ok({ items: [form] }) : undefined;

/** Picks the competition, uploads a file and answers the upload with `answer` (status, envelope). */
async function uploadWith(status: number, body: unknown) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Competition' }));
  await user.click(await screen.findByRole('option', { name: /State Para Athletics Championship 2027/ }));
  await user.upload(fileInput(), csv());
  const xhr = FakeXhr.last!;
  act(() => xhr.progress(30, 100));
  act(() => xhr.respond(status, body));
  return { user, xhr };
}

const publishButton = () => screen.getByRole('button', { name: /^Publish (results|the correction)$/ });

describe('uploading a results file', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    session.set({ accessToken: 'token-123', _id: 'admin' });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    session.reset();
    await changeLanguage('en');
  });

  it("names each row's discipline by its name, not its key, in the rows and the problems (English and Hindi)", async () => {
    mount(formsReply());
    const data = resultsImport({
      rows: [
        checkedRow(2),
        checkedRow(3, { discipline: 'women-javelin', kind: null, place: null, valid: false }),
      ],
      errors: [issue(3, 'RESULT_DISCIPLINE_UNKNOWN', 'discipline')],
      warnings: [issue(2, 'RESULT_WIND_ASSISTED', 'wind')],
    });
    await uploadWith(200, { success: true, message: '', data });
    const table = await screen.findByRole('region', { name: 'Rows of the file' });
    expect(within(table).getByText("Men's 100 m T42-T47")).toBeInTheDocument();
    expect(within(table).queryByText('men-100m-t42')).toBeNull();
    // A key the form does not know is shown as the file wrote it.
    expect(within(table).getByText('women-javelin')).toBeInTheDocument();
    expect(screen.getByText(/^Row 2 \(Men's 100 m T42-T47\): The wind was over/)).toBeInTheDocument();
    expect(screen.getByText(/^Row 3 \(women-javelin\): This discipline is not on/)).toBeInTheDocument();

    await act(() => changeLanguage('hi'));
    expect(await within(table).findByText('पुरुष 100 मी T42-T47')).toBeInTheDocument();
    expect(screen.getByText(/^पंक्ति 2 \(पुरुष 100 मी T42-T47\):/)).toBeInTheDocument();
  });

  it('sends the competition before the file, shows progress, and lists an error by its row with Publish disabled', async () => {
    mount(formsReply());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Competition' }));
    await user.click(await screen.findByRole('option', { name: /not published/ }));
    expect(screen.getByRole('button', { name: 'Template (CSV)' })).toBeInTheDocument();
    await user.upload(fileInput(), csv());

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/results/import');
    expect([...xhr.body!.keys()]).toEqual(['formId', 'file']);
    expect(xhr.body!.get('formId')).toBe(FORM_ID);
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading results.csv' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const data = resultsImport({
      rows: [checkedRow(2), checkedRow(3, { valid: false, mark: null, markText: '10.5.3', place: null })],
      errors: [issue(3, 'RESULT_MARK_INVALID', 'mark')],
    });
    act(() => xhr.respond(200, { success: true, message: '', data }));

    const errors = await screen.findByText('1 error blocks publishing');
    const alert = errors.closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(alert).getByText(/^Row 3 \(Men's 100 m T42-T47\): The mark cannot be read\./),
    ).toBeInTheDocument();
    expect(publishButton()).toBeDisabled();
    expect(publishButton()).toHaveAccessibleDescription('Correct the errors to publish.');
    // The row with the error comes first in the table, with only rows with problems shown.
    const table = screen.getByRole('region', { name: 'Rows of the file' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('10.5.3')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Only rows with problems' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('needs the warnings read before publishing, then publishes after confirming', async () => {
    const server = mount((request) => {
      if (request.url.endsWith(`/api/admin/results/import/${IMPORT_ID}/publish`))
        return ok({
          formId: FORM_ID,
          version: 1,
          publishedAt: '2027-01-22T11:00:00Z',
          count: 3,
          changed: true,
        });
      return formsReply()(request);
    });
    const data = resultsImport({ warnings: [issue(4, 'RESULT_WIND_ASSISTED', 'wind')] });
    const { user } = await uploadWith(200, { success: true, message: '', data });

    expect(
      await screen.findByText(/^Row 4 \(Men's 100 m T42-T47\): The wind was over \+2\.0 m\/s/),
    ).toBeInTheDocument();
    expect(publishButton()).toBeDisabled();
    expect(publishButton()).toHaveAccessibleDescription('Tick “I have read the warnings” to publish.');
    await user.click(screen.getByRole('checkbox', { name: 'I have read the warnings' }));
    expect(publishButton()).toBeEnabled();

    await user.click(publishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publish these results?' });
    expect(dialog).toHaveTextContent('3 results of State Para Athletics Championship 2027 will be published');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published as version 1 (3 results).')).toBeInTheDocument();
    const publish = server.mock.calls.find(([url]) => String(url).endsWith('/publish'))!;
    expect(JSON.parse(String(publish[1]?.body))).toEqual({ acknowledgeWarnings: true, reason: '' });
  });

  it('asks for a reason to correct published results, and says when nothing changed', async () => {
    const server = mount((request) => {
      if (request.url.endsWith('/publish'))
        return ok({
          formId: FORM_ID,
          version: 2,
          publishedAt: '2027-01-23T11:00:00Z',
          count: 3,
          changed: false,
        });
      return formsReply(formRow({ publishedVersion: 2, publishedAt: '2027-01-22T11:00:00Z' }))(request);
    });
    const { user } = await uploadWith(200, { success: true, message: '', data: resultsImport() });

    const button = await screen.findByRole('button', { name: 'Publish the correction' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Give the reason for the correction (at least 3 characters) to publish.',
    );
    const reason = screen.getByRole('textbox', { name: /Reason for the correction/ });
    await user.type(reason, '  ab ');
    expect(button).toBeDisabled();
    await user.clear(reason);
    await user.type(reason, '  Protest upheld  ');
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('will be published as version 3');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText('Nothing changed: these are the results already published.'),
    ).toBeInTheDocument();
    const publish = server.mock.calls.find(([url]) => String(url).endsWith('/publish'))!;
    expect(JSON.parse(String(publish[1]?.body))).toEqual({
      acknowledgeWarnings: false,
      reason: 'Protest upheld',
    });
  });

  it('says in words why the server refused a file, naming the row', async () => {
    mount(formsReply());
    await uploadWith(422, {
      success: false,
      message: 'Row 1: columns missing',
      code: 'RESULTS_COLUMN_MISSING',
      data: { errors: [issue(1, 'RESULTS_COLUMN_MISSING')] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be checked');
    expect(within(alert).getAllByText(/The first row of the file must name the columns/)).toHaveLength(2);
    expect(within(alert).getByText(/^Row 1: /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
  });

  it('shows the server’s refusal to publish with the rows it names', async () => {
    mount((request) => {
      if (request.url.endsWith('/publish'))
        return failure(422, 'RESULTS_HAVE_ERRORS', { rows: [7], errors: [issue(7, 'RESULT_NOT_ENTERED')] });
      return formsReply()(request);
    });
    const { user } = await uploadWith(200, { success: true, message: '', data: resultsImport() });
    await user.click(await screen.findByRole('button', { name: 'Publish results' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The results were not published')).toBeInTheDocument();
    expect(screen.getByText(/^The results cannot be published while rows have errors/)).toBeInTheDocument();
    expect(screen.getByText('Row 7: This athlete did not enter this discipline.')).toBeInTheDocument();
  });

  it('names the rows of a refusal that gives only their numbers', async () => {
    mount((request) => {
      if (request.url.endsWith('/publish')) return failure(409, 'CONFLICT', { rows: [3, 9] });
      return formsReply()(request);
    });
    const { user } = await uploadWith(200, { success: true, message: '', data: resultsImport() });
    await user.click(await screen.findByRole('button', { name: 'Publish results' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Rows 3, 9.')).toBeInTheDocument();
  });

  it('opens the preview of a file uploaded earlier and not published', async () => {
    mount((request) => {
      if (request.url.endsWith(`/api/admin/results/import/${IMPORT_ID}`))
        return ok(resultsImport({ fileName: 'earlier.csv', errors: [issue(2, 'RESULT_BIB_TWICE')] }));
      return formsReply(formRow({ pendingImportId: IMPORT_ID }))(request);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Competition' }));
    await user.click(await screen.findByRole('option', { name: /State Para Athletics Championship 2027/ }));
    expect(screen.getByText('A file uploaded earlier is waiting, not published.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open its preview' }));
    expect(await screen.findByRole('heading', { name: /preview of earlier\.csv/ })).toBeInTheDocument();
    expect(
      screen.getByText(/^Row 2 \(Men's 100 m T42-T47\): The same bib number is given to two athletes\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open its preview' })).toBeNull();
  });

  it('publishes the same results again without a reason, and says nothing changed', async () => {
    mount((request) => {
      if (request.url.endsWith('/publish'))
        return ok({
          formId: FORM_ID,
          version: 2,
          publishedAt: '2027-01-23T11:00:00Z',
          count: 3,
          changed: false,
        });
      return formsReply(formRow({ publishedVersion: 2, publishedAt: '2027-01-22T11:00:00Z' }))(request);
    });
    const { user } = await uploadWith(200, {
      success: true,
      message: '',
      data: resultsImport({ sameAsPublished: true }),
    });
    expect(
      await screen.findByText(
        'These are the results already published: publishing this file changes nothing.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Reason for the correction/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish results' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('publishing them again changes nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Nothing changed: these are the results already published.'),
    ).toBeInTheDocument();
  });
});
