import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import { AddSupportForm } from './AddSupportForm';

function drawForm() {
  const { container } = render(
    <TestProviders>
      <AddSupportForm selectionId="s-1" athletes={[{ uid: 'KL-PARA-2026-000002', name: 'Cyril Thomas' }]} />
    </TestProviders>,
  );
  return container;
}

describe('adding a support person', () => {
  // The clear button appears only once a file is chosen; without a name a screen reader says "button".
  it('names the button that takes back a chosen document', async () => {
    const container = drawForm();
    const user = userEvent.setup();
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input for the fitness certificate');
    await user.upload(picker, new File(['%PDF-1.4'], 'fitness.pdf', { type: 'application/pdf' }));
    const clear = await screen.findByRole('button', {
      name: 'Remove the chosen Medical fitness certificate',
    });
    await user.click(clear);
    expect(screen.queryByRole('button', { name: /Remove the chosen/ })).toBeNull();
  });
});
