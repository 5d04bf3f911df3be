import { useMantineContext } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/notify';
import { Providers } from './providers';

describe('the providers around every page', () => {
  it("draw the toasts' container after mounting without rendering the page's Mantine components again", async () => {
    const renders: number[] = [];
    // Any Mantine component reads the provider's context, as this one does.
    function ReadsMantineContext() {
      useMantineContext();
      renders.push(renders.length + 1);
      return <p>page</p>;
    }
    render(
      <Providers>
        <ReadsMantineContext />
      </Providers>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    // The container is there once mounted: a toast raised now is shown.
    toast.success('Saved');
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    expect(renders).toEqual([1]);
  });
});
