import type { MyCertificate } from '@para/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import MyCertificatesPage from './MyCertificatesPage';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering /api/user/certificates with `list`, or never (left loading). */
function serve(list: MyCertificate[] | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      list !== null && String(input).endsWith('/api/user/certificates')
        ? new Response(JSON.stringify({ success: true, message: '', data: list }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Promise<Response>(() => {}),
    ),
  );
}

const certificate = (overrides: Partial<MyCertificate> = {}): MyCertificate => ({
  _id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'merit',
  number: 'PSA-C-2026-000002',
  pdfUrl: '/api/user/certificates/00000000-0000-4000-8000-0000000000a1/pdf',
  verifyUrl: 'https://portal.example.org/verify/certificate/PSA-C-2026-000002',
  status: 'valid',
  supersededBy: null,
  competition: { formId: 'f1', title: 'State Meet 2026', startDate: '2026-12-10' },
  discipline: { key: 'm100', name: 'Men’s 100 m' },
  place: 1,
  mark: '12.48',
  issuedAt: '2026-12-11T04:30:00.000Z',
  ...overrides,
});

const mount = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <MyCertificatesPage />
      </MemoryRouter>
    </TestProviders>,
  );

describe('the athlete’s certificates', () => {
  it('says it is loading, then lists each certificate with its status, PDF and check', async () => {
    serve([
      certificate(),
      certificate({
        _id: '00000000-0000-4000-8000-0000000000a2',
        number: 'PSA-C-2026-000001',
        status: 'superseded',
        supersededBy: 'PSA-C-2026-000009',
        kind: 'participation',
      }),
    ]);
    mount();
    const merit = await screen.findByRole('listitem', { name: 'Merit: Men’s 100 m' });
    expect(within(merit).getByText('Valid')).toBeTruthy();
    expect(within(merit).getByText('Place 1 · Mark 12.48')).toBeTruthy();
    expect(within(merit).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(within(merit).getByRole('link', { name: 'Check online' }).getAttribute('href')).toBe(
      '/verify/certificate/PSA-C-2026-000002',
    );
    const old = screen.getByRole('listitem', { name: 'Participation: Men’s 100 m' });
    expect(within(old).getByText('Superseded')).toBeTruthy();
    expect(within(old).getByText(/Replaced by certificate PSA-C-2026-000009/)).toBeTruthy();
  });

  it('shows a loader while the list comes, and says so when there is none', async () => {
    serve(null);
    const { unmount } = mount();
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    unmount();
    serve([]);
    mount();
    expect(await screen.findByText(/You have no certificates yet/)).toBeTruthy();
  });
});
