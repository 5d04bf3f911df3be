import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { TestProviders } from '../../test/render';
import { QueryState } from './QueryState';

type Query<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;

const query = <T,>(state: Partial<Query<T>>): Query<T> => ({
  data: undefined,
  error: null,
  isError: false,
  refetch: vi.fn(),
  ...state,
});

const renderIn = (node: React.ReactNode) => render(<TestProviders>{node}</TestProviders>);

describe('QueryState', () => {
  it('shows a labelled loader while loading', () => {
    renderIn(<QueryState query={query<string[]>({})}>{(data) => data.join()}</QueryState>);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('common.loading'));
  });

  it('shows the text of the error code and refetches on Try again', async () => {
    i18n.addResource('en', 'errors.NETWORK_UNAVAILABLE', 'You seem to be offline.');
    const failed = query<string[]>({ isError: true, error: new ApiError(0, 'errors.network') });
    renderIn(<QueryState query={failed}>{(data) => data.join()}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('You seem to be offline.');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('content.ui.retry') }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the notFound slot for a 404, and the error without one', () => {
    const missing = query<string>({
      isError: true,
      error: new ApiError(404, 'No such event', null, 'NOT_FOUND'),
    });
    const { unmount } = renderIn(
      <QueryState query={missing} notFound={<p>No such event here</p>}>
        {(data) => data}
      </QueryState>,
    );
    expect(screen.getByText('No such event here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderIn(<QueryState query={missing}>{(data) => data}</QueryState>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows the empty slot for an empty list or page, and the data otherwise', () => {
    const { unmount } = renderIn(
      <QueryState query={query({ data: { items: [] as string[] } })} empty={<p>Nothing yet</p>}>
        {(data) => data.items.join()}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    unmount();
    renderIn(
      <QueryState query={query({ data: ['a', 'b'], isError: true })} empty={<p>Nothing yet</p>}>
        {(data) => <p>{data.join(' and ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('a and b')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
