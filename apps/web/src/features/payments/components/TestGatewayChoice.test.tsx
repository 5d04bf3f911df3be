import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { TestGatewayChoice, type TestOutcome } from './TestGatewayChoice';

const draw = (sending: TestOutcome | null, busy = false, onChoose = vi.fn()) => {
  render(
    <TestProviders>
      <TestGatewayChoice
        onChoose={onChoose}
        sending={sending}
        busy={busy}
        successLabel="Pay"
        failureLabel="Fail the payment"
      />
    </TestProviders>,
  );
  return onChoose;
};

describe('the test gateway’s two answers', () => {
  it('sends the answer chosen', async () => {
    const onChoose = draw(null);
    await userEvent.click(screen.getByRole('button', { name: 'Fail the payment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onChoose.mock.calls).toEqual([['failure'], ['success']]);
  });

  it('while one is sent, shows it loading and takes neither', () => {
    draw('success');
    const pay = screen.getByRole('button', { name: /Pay/ });
    const fail = screen.getByRole('button', { name: /Fail the payment/ });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('data-loading');
    expect(fail).toBeDisabled();
    expect(fail).not.toHaveAttribute('data-loading');
  });

  it('waits for other work under way without showing either as loading', () => {
    draw(null, true);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeDisabled();
      expect(button).not.toHaveAttribute('data-loading');
    }
  });
});
