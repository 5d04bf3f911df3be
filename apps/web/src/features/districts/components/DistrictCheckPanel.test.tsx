import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { DistrictCheckPanel } from './DistrictCheckPanel';

const documents = [
  {
    _id: '6f1c1a52-1111-4c4c-8d8d-000000000001',
    kind: 'photo' as const,
    fileName: 'photo.jpg',
    contentType: 'image/jpeg',
    size: 100,
    uploadedAt: '2026-01-01T00:00:00Z',
    url: '/x',
  },
];

describe('DistrictCheckPanel', () => {
  it('asks for a recommendation, and a remark for a return, before sending; then sends what was ticked', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          message: 'ok',
          data: {
            recommendation: 'approve',
            remark: '',
            documentsSeen: [documents[0]?._id],
            checkedAt: '2026-01-02T00:00:00Z',
            checkedBy: { _id: 's', name: 'Secretary' },
            district: 'Palakkad',
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        <DistrictCheckPanel userId="u1" documents={documents} current={null} />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    expect(screen.getByText('Choose approve or return.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Return/ }));
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    expect(screen.getByText('Say what must change.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Photo' }));
    await user.click(screen.getByRole('radio', { name: /^Approve/ }));
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/district\/athletes\/u1\/check$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      recommendation: 'approve',
      remark: '',
      documentsSeen: [documents[0]?._id],
    });
    fetchSpy.mockRestore();
  });
});
