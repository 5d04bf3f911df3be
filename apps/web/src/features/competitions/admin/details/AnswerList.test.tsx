import type { FormField } from '@para/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../lib/session';
import { TestProviders } from '../../../../test/render';
import { AnswerList } from './AnswerList';

const FILE_ID = '0b7a4b5e-8a3c-4f5e-9d1c-2b3a4c5d6e7f';
const fields: FormField[] = [
  { key: 'medical', label: 'Medical certificate', type: 'file', required: true },
  { key: 'club', label: 'Club', type: 'short_text', required: false },
];

const pdfReply = () =>
  new Response('%PDF-1.4', {
    status: 200,
    headers: { 'Content-Disposition': 'inline; filename="fitness.pdf"' },
  });
const notFound = () =>
  new Response(JSON.stringify({ success: false, message: 'No such file.', code: 'ENTRY_FILE_NOT_FOUND' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

function show() {
  render(
    <TestProviders>
      <AnswerList fields={fields} answers={{ medical: FILE_ID, club: 'Aluva Sports Club' }} />
    </TestProviders>,
  );
}

describe("a file answer in an entry's detail", () => {
  beforeEach(() => {
    session.set({ accessToken: 'admin-token', _id: 'a1' });
    // jsdom has no object URLs; saving a download needs one.
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('is a download link, labelled by its question, fetching the entry file with the token', async () => {
    const fetchMock = vi.fn(async () => pdfReply());
    vi.stubGlobal('fetch', fetchMock);
    show();
    expect(screen.getByText('Aluva Sports Club')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download the file: Medical certificate' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/forms/files/${FILE_ID}`);
    expect((init.headers as Record<string, string>)['Access-Token']).toBe('admin-token');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('falls back to the registration document an older answer names, and says so when neither exists', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/api/forms/files/') ? notFound() : pdfReply(),
    );
    vi.stubGlobal('fetch', fetchMock);
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download the file: Medical certificate' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/user/registration-documents/${FILE_ID}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fetchMock.mockImplementation(async () => notFound());
    await user.click(screen.getByRole('button', { name: 'Download the file: Medical certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded');
  });
});
