import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { FakeXhr } from '../../../test/fakes';
import { TestProviders } from '../../../test/render';
import { DocumentUpload } from './DocumentUpload';

const savedDocument = {
  _id: '0b7a4b5e-8a3c-4f5e-9d1c-2b3a4c5d6e7f',
  kind: 'disability_certificate' as const,
  fileName: 'certificate.pdf',
  contentType: 'application/pdf',
  size: 48_000,
  uploadedAt: '2026-03-10T06:00:00.000Z',
  url: '/api/user/registration-documents/0b7a4b5e-8a3c-4f5e-9d1c-2b3a4c5d6e7f',
};

function setup() {
  const onUploaded = vi.fn();
  const view = render(
    <TestProviders>
      <DocumentUpload
        kind="disability_certificate"
        label="Disability certificate"
        hint="JPEG, PNG or PDF, up to 5 MB."
        required
        types={['image/jpeg', 'image/png', 'application/pdf']}
        maxBytes={5 * 1024 * 1024}
        document={undefined}
        onUploaded={onUploaded}
      />
    </TestProviders>,
  );
  return { onUploaded, view };
}

const pdf = () => new File(['%PDF-1.4 tiny'], 'certificate.pdf', { type: 'application/pdf' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('DocumentUpload', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    session.set({ accessToken: 'token-123', _id: 'u1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('uploads at once with the token, "kind" before "file", and shows announced progress', async () => {
    const user = userEvent.setup();
    const { onUploaded } = setup();
    await user.upload(fileInput(), pdf());

    const xhr = FakeXhr.all[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/user/upload-registration-document');
    expect(xhr.headers['Access-Token']).toBe('token-123');
    expect([...xhr.body!.keys()]).toEqual(['kind', 'file']);
    expect(xhr.body!.get('kind')).toBe('disability_certificate');

    act(() => xhr.progress(50, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading Disability certificate' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Disability certificate: 50% uploaded');

    await act(async () => xhr.respond(201, { success: true, message: 'Uploaded', data: savedDocument }));
    expect(onUploaded).toHaveBeenCalledWith(savedDocument);
    expect(screen.getByRole('status')).toHaveTextContent('Disability certificate uploaded.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the text of the refusal's code on failure and retries the same file", async () => {
    const user = userEvent.setup();
    const { onUploaded } = setup();
    await user.upload(fileInput(), pdf());
    await act(async () =>
      FakeXhr.all[0]!.respond(413, {
        success: false,
        message: 'The file is larger than 5 MB.',
        code: 'FILE_TOO_LARGE',
        data: null,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
    expect(onUploaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(FakeXhr.all).toHaveLength(2);
    const retried = FakeXhr.all[1]!.body!.get('file') as File;
    expect(retried.name).toBe('certificate.pdf');
    await act(async () =>
      FakeXhr.all[1]!.respond(201, { success: true, message: 'Uploaded', data: savedDocument }),
    );
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses a wrong file type before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup();
    await user.upload(fileInput(), new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, PDF file');
    expect(screen.queryByRole('button', { name: 'Retry upload' })).not.toBeInTheDocument();
  });

  it('reports a lost connection with the client message', async () => {
    const user = userEvent.setup();
    setup();
    await user.upload(fileInput(), pdf());
    await act(async () => FakeXhr.all[0]!.onerror?.());
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Retry upload' })).toBeEnabled();
  });
});
