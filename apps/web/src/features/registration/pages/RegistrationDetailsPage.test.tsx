import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftData, json } from '../../../test/registration-fixtures';
import { TestProviders } from '../../../test/render';
import RegistrationDetailsPage from './RegistrationDetailsPage';

// docs/decisions/0012: the status page says when the registration is withdrawn because its fee was
// refunded, and that the card is no longer valid.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function answer(data: unknown) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('get-user-registration-data')) return json(200, { success: true, message: '', data });
    return new Promise<Response>(() => {});
  });
}

const mount = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <RegistrationDetailsPage focus="status" />
      </MemoryRouter>
    </TestProviders>,
  );

describe('the registration status page', () => {
  it('says the registration is withdrawn and the card no longer valid after a refund', async () => {
    answer({
      ...draftData,
      status: 'submitted',
      uid: 'KL-PARA-2026-000007',
      withdrawal: { reason: 'feeRefunded', at: '2026-11-20T06:30:00.000Z' },
    });
    mount();
    const notice = await screen.findByRole('region', { name: 'Registration withdrawn' });
    expect(notice).toHaveTextContent('refunded on');
    expect(notice).toHaveTextContent('identity card is no longer valid');
  });

  it('says nothing of it otherwise', async () => {
    answer({ ...draftData, status: 'approved', uid: 'KL-PARA-2026-000007' });
    mount();
    expect(await screen.findByText(/KL-PARA-2026-000007/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registration withdrawn' })).toBeNull();
  });
});
