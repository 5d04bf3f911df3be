import type { FormField } from '@para/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { FakeXhr } from '../../../test/fakes';
import { TestProviders } from '../../../test/render';
import { AnswerField } from './AnswerField';

const FORM_ID = '5f0c3c7e-1d2b-4a5e-8f9a-0b1c2d3e4f5a';
const FILE_ID = '0b7a4b5e-8a3c-4f5e-9d1c-2b3a4c5d6e7f';
const field: FormField = {
  key: 'medical',
  label: 'Medical certificate',
  type: 'file',
  required: true,
  help: 'Signed by a doctor.',
};

/** The field as a form holds it: its value is what onChange last gave. */
function Harness({ formId, onAnswer }: { formId?: string; onAnswer: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <AnswerField
      field={field}
      value={value}
      onChange={(next) => {
        setValue(next);
        onAnswer(next);
      }}
      errors={{}}
      uploadFormId={formId}
    />
  );
}

/** The athlete's form uploads to FORM_ID; `preview` leaves the form out, as the builder's preview does. */
function setup({ preview = false } = {}) {
  const formId = preview ? undefined : FORM_ID;
  const onAnswer = vi.fn();
  render(
    <TestProviders>
      <Harness formId={formId} onAnswer={onAnswer} />
    </TestProviders>,
  );
  return { onAnswer };
}

const pdf = () => new File(['%PDF-1.4 tiny'], 'fitness.pdf', { type: 'application/pdf' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('a file question on the athlete’s form', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    session.set({ accessToken: 'token-123', _id: 'u1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('uploads at once ("field" before "file"), shows progress, then the file name, and answers with its id', async () => {
    const user = userEvent.setup();
    const { onAnswer } = setup();
    const button = screen.getByRole('button', { name: 'Medical certificate Choose a file' });
    expect(button).toHaveAccessibleDescription('Signed by a doctor.');
    await user.upload(fileInput(), pdf());

    const xhr = FakeXhr.all[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/forms/${FORM_ID}/files`);
    expect(xhr.headers['Access-Token']).toBe('token-123');
    expect([...xhr.body!.keys()]).toEqual(['field', 'file']);
    expect(xhr.body!.get('field')).toBe('medical');

    act(() => xhr.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading Medical certificate' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    const saved = { _id: FILE_ID, name: 'fitness.pdf', size: 13, contentType: 'application/pdf' };
    await act(async () => xhr.respond(201, { success: true, message: 'Uploaded', data: saved }));
    expect(onAnswer).toHaveBeenCalledWith(FILE_ID);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('fitness.pdf')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Medical certificate: fitness.pdf uploaded.');
    expect(screen.getByRole('button', { name: 'Medical certificate Replace the file' })).toBeEnabled();
  });

  it("shows the server's refusal in words and keeps no answer", async () => {
    const user = userEvent.setup();
    const { onAnswer } = setup();
    await user.upload(fileInput(), pdf());
    await act(async () =>
      FakeXhr.all[0]!.respond(413, {
        success: false,
        message: 'The file is too large: the limit is 5 MB.',
        code: 'FILE_TOO_LARGE',
        data: { fields: { file: 'The file is too large: the limit is 5 MB.' } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/The file was not uploaded: .*too large/);
    expect(onAnswer).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Medical certificate Choose a file' });
    expect(button).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a wrong file type before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup();
    await user.upload(fileInput(), new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a PDF, JPEG, PNG file');
  });

  it('is disabled, and uploads nothing, without a form to upload to (the preview)', async () => {
    const user = userEvent.setup();
    setup({ preview: true });
    expect(screen.getByRole('button', { name: 'Medical certificate Choose a file' })).toBeDisabled();
    expect(screen.getByText(/Uploads are off in the preview/)).toBeInTheDocument();
    await user.upload(fileInput(), pdf());
    expect(FakeXhr.all).toHaveLength(0);
  });
});
