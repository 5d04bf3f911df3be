import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshAfterChange } from './refresh-queries';

// A page's first load still on its way when a change lands: the list shown must be the one after it.

describe('refreshing after a change', () => {
  it('fetches again a first load that started before the change, and keeps what came after', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: Array<(value: string) => void> = [];
    const observer = new QueryObserver<string>(client, {
      queryKey: ['entries'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const shown: string[] = [];
    const stop = observer.subscribe((result) => {
      if (result.data !== undefined) shown.push(result.data);
    });
    expect(answers).toHaveLength(1);

    // The change (a payment verified) lands while the first load is still on its way.
    const refreshed = refreshAfterChange(client, { queryKey: ['entries'] });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.('awaiting payment');
    answers[1]?.('confirmed');
    await refreshed;

    expect(client.getQueryData(['entries'])).toBe('confirmed');
    expect(shown).toEqual(['confirmed']);
    stop();
    client.clear();
  });
});
