import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { RejectDialog } from './RejectDialog';

const data = {
  status: 'submitted' as const,
  page1: null,
  page2: null,
  page3: null,
  documents: [
    {
      _id: 'd1',
      kind: 'photo' as const,
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
      size: 100,
      uploadedAt: '2026-01-01T00:00:00Z',
      url: '/x',
    },
  ],
  missing: [],
  editable: [],
  submittedAt: null,
  uid: '',
  rejection: null,
};

describe('RejectDialog', () => {
  it('asks for a section and a reason before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(
      <TestProviders>
        <RejectDialog opened userId="u1" data={data} onClose={() => {}} onRejected={() => {}} />
      </TestProviders>,
    );
    expect(await screen.findByRole('dialog', { name: 'Send the registration back' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick at least one section');
    await user.click(screen.getByRole('checkbox', { name: 'Photo' }));
    await user.type(screen.getByLabelText(/Reason: Photo/), 'x');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByText('Write a reason of at least 3 characters.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
