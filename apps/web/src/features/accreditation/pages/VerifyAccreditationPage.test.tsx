import type { AccreditationCheck } from '@para/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import VerifyAccreditationPage from './VerifyAccreditationPage';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const check = (overrides: Partial<AccreditationCheck> = {}): AccreditationCheck => ({
  status: 'valid',
  competition: {
    formId: '00000000-0000-4000-8000-000000000001',
    title: 'State Para Athletics 2027',
    titleHi: '',
    startDate: '2027-01-15',
    endDate: '2027-01-17',
  },
  name: 'Gita Varma',
  nameInScript: 'गीता वर्मा',
  role: 'volunteer',
  category: 'volunteer',
  zones: ['media', 'spectators'],
  number: 'PSA-A-2026-000012',
  version: 2,
  photoUrl: '/api/accreditation/verify/TOKENTOKENTOKENTOKEN12/photo',
  ...overrides,
});

function mount(reply: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply),
  );
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/verify/accreditation/TOKENTOKENTOKENTOKEN12']}>
        <Routes>
          <Route path="/verify/accreditation/:token" element={<VerifyAccreditationPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('the gate check', () => {
  it('says valid for the competition, in both languages, with the photo and the zones by number', async () => {
    mount(json(200, { success: true, message: '', data: check() }));
    const verdict = await screen.findByRole('status', { name: /^(Valid for|Not valid)/ });
    expect(verdict).toHaveTextContent('Valid for State Para Athletics 2027');
    expect(verdict).toHaveTextContent('State Para Athletics 2027 के लिए मान्य');
    expect(screen.getByRole('img', { name: 'Photo of Gita Varma' })).toBeInTheDocument();
    expect(screen.getByText('7. Media area')).toBeInTheDocument();
    expect(screen.getByText('PSA-A-2026-000012, print 2')).toBeInTheDocument();
  });

  it.each([
    ['revoked', 'This card has been revoked.'],
    ['replaced', 'This is an old print'],
    ['expired', 'The competition is over'],
  ] as const)('says not valid when %s, and shows no zones', async (status, reason) => {
    mount(json(200, { success: true, message: '', data: check({ status }) }));
    const verdict = await screen.findByRole('status', { name: /^(Valid for|Not valid)/ });
    expect(verdict).toHaveTextContent('Not valid');
    expect(verdict).toHaveTextContent(reason);
    expect(screen.queryByText('7. Media area')).not.toBeInTheDocument();
  });

  it('says not valid for a token no card carries', async () => {
    mount(json(404, { success: false, message: 'Unknown', code: 'CARD_UNKNOWN', data: null }));
    const verdict = await screen.findByRole('status', { name: /^(Valid for|Not valid)/ });
    expect(verdict).toHaveTextContent('Not valid');
    expect(verdict).toHaveTextContent('This card is not known.');
  });
});
