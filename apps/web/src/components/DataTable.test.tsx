import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test/render';
import { ListTable } from './DataTable';
import { Pager } from './Pager';
import { formatTotal, pageRange } from './paging';

describe('list totals', () => {
  it('groups digits the Indian way in English and Hindi', () => {
    expect(formatTotal(123456, false, 'en-IN')).toBe('1,23,456');
    expect(formatTotal(123456, false, 'hi-IN')).toBe('1,23,456');
  });

  it('says "10,000+" when the server stopped counting', () => {
    expect(formatTotal(10_000, true, 'en-IN')).toBe('10,000+');
    expect(formatTotal(10_000, true, 'hi-IN')).toBe('10,000+');
    expect(formatTotal(10_000, false, 'en-IN')).toBe('10,000');
  });

  it('pages a capped list only through what was counted (the server refuses offsets past it)', () => {
    expect(pageRange({ page: 1, pageSize: 25, total: 10_000, capped: true }, 'en-IN')).toEqual({
      first: 1,
      last: 25,
      pages: 400,
      totalText: '10,000+',
    });
    expect(pageRange({ page: 200, pageSize: 50, total: 10_000, capped: true }, 'en-IN')).toMatchObject({
      first: 9_951,
      last: 10_000,
      pages: 200,
    });
  });

  it('handles empty lists, short last pages and pages past the end', () => {
    expect(pageRange({ page: 1, pageSize: 25, total: 0 }, 'en-IN')).toEqual({
      first: 0,
      last: 0,
      pages: 1,
      totalText: '0',
    });
    expect(pageRange({ page: 3, pageSize: 25, total: 60 }, 'en-IN')).toMatchObject({ first: 51, last: 60 });
    expect(pageRange({ page: 9, pageSize: 25, total: 60 }, 'en-IN')).toMatchObject({
      first: 51,
      last: 60,
      pages: 3,
    });
  });
});

describe('Pager', () => {
  it('shows a capped total as "10,000+" with a word on narrowing the list, and pages to the last counted page', async () => {
    const onPage = vi.fn();
    render(
      <TestProviders>
        <Pager page={1} pageSize={25} total={10_000} capped onPage={onPage} label="Pages of users" />
      </TestProviders>,
    );
    expect(screen.getByText('1–25 of 10,000+')).toBeTruthy();
    expect(screen.getByText(/Only the first 10,000 results can be paged through/)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(pages).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 400' }));
    expect(onPage).toHaveBeenCalledWith(400);
  });

  it('shows an exact total without the plus or the note, and no controls for one page', () => {
    render(
      <TestProviders>
        <Pager page={1} pageSize={25} total={12} onPage={() => {}} label="Pages of users" />
      </TestProviders>,
    );
    expect(screen.getByText('1–12 of 12')).toBeTruthy();
    expect(screen.queryByText(/Only the first/)).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('ListTable', () => {
  const columns = [
    { header: 'Name', cell: (row: { id: string; name: string }) => row.name },
    { header: 'Id', cell: (row: { id: string; name: string }) => row.id },
  ];

  it('is a named table with a row per item', () => {
    render(
      <TestProviders>
        <ListTable
          label="Users"
          columns={columns}
          rows={[{ id: 'u1', name: 'Meera Nair' }]}
          rowKey={(row) => row.id}
          empty="No users"
        />
      </TestProviders>,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Meera Nair' })).toBeTruthy();
  });

  it('says it is loading before the first page, and says so when there is nothing', () => {
    const { rerender } = render(
      <TestProviders>
        <ListTable
          label="Users"
          columns={columns}
          rows={undefined}
          rowKey={(row) => row.id}
          empty="No users"
        />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(
      <TestProviders>
        <ListTable label="Users" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No users" />
      </TestProviders>,
    );
    expect(screen.getByText('No users')).toBeTruthy();
  });
});
