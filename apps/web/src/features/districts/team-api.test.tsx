import { useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { formEntriesQuery, useVerifyTeamPayment } from './team-api';

// Back from the payment page, the competition's page loads its entries while it verifies the payment:
// the entries shown must be those after the payment, whichever answer arrives first.

afterEach(() => vi.unstubAllGlobals());

const reply = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe("a team's payment verified while the page loads its entries", () => {
  it('shows the entries as they are after the payment', async () => {
    let paid = false;
    let answerFirstLoad: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/api/district/verify-payment') && init?.method === 'POST') {
          paid = true;
          return reply({ teamId: 't1', entries: [], amountPaise: 0 });
        }
        if (url.endsWith('/entries')) {
          const status = paid ? 'confirmed' : 'pending_payment';
          // The first load was read before the payment, and its answer is slow to arrive.
          if (!paid) await new Promise<void>((resolve) => (answerFirstLoad = resolve));
          return reply({ status });
        }
        throw new Error(`unexpected call ${url}`);
      }),
    );
    const { result } = renderHook(
      () => ({ entries: useQuery(formEntriesQuery('f1')), verify: useVerifyTeamPayment() }),
      { wrapper: TestProviders },
    );
    await vi.waitFor(() => expect(answerFirstLoad).toBeDefined());

    const verified = result.current.verify.mutateAsync({ orderId: 'o1', paymentId: 'p1', signature: 's' });
    await vi.waitFor(() => expect(paid).toBe(true));
    answerFirstLoad?.();
    await verified;

    await vi.waitFor(() => expect(result.current.entries.data).toEqual({ status: 'confirmed' }));
  });
});
