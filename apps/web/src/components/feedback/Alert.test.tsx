import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { TestProviders } from '../../test/render';
import { Alert } from './Alert';

const renderIn = (node: React.ReactNode) => render(<TestProviders>{node}</TestProviders>);

describe('Alert', () => {
  it('is an alert for errors and a polite status for the other tones', () => {
    renderIn(
      <>
        <Alert tone="error">Payment failed</Alert>
        <Alert tone="success">Saved</Alert>
        <Alert tone="warning" title="Closing soon">
          Registration closes on Friday
        </Alert>
        <Alert color="blue" role="note">
          About fees
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((node) => node.textContent)).toEqual([
      'Saved',
      'Closing soonRegistration closes on Friday',
    ]);
    expect(screen.getByRole('note')).toHaveAttribute('data-tone', 'info');
  });

  it('keeps an empty live region so a later message is announced', () => {
    renderIn(<Alert message={null} />);
    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
  });

  it("shows a message key, or the text of an ApiError's code", () => {
    renderIn(
      <>
        <Alert message="errors.network" />
        <Alert tone="info" message={new ApiError(409, 'This e-mail is taken', null, 'CONFLICT')} />
      </>,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('errors.network');
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('refusals.CONFLICT'));
    expect(screen.getByRole('status')).not.toHaveTextContent('This e-mail is taken');
  });

  it('moves focus to a form error when it appears', async () => {
    function Form() {
      const [error, setError] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setError('Check the fields.')}>
            Send
          </button>
          <Alert focusOnAppear message={error} />
        </>
      );
    }
    renderIn(<Form />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    expect(screen.getByRole('alert')).not.toHaveFocus();
    send.click();
    expect(await screen.findByText('Check the fields.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
