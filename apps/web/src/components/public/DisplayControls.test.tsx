import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render';
import { DisplayControls } from './DisplayControls';

describe('the display controls', () => {
  it('name each text size button starting with what it shows, then what it does', () => {
    render(
      <TestProviders>
        <DisplayControls />
      </TestProviders>,
    );
    // A reader who works the page by voice says what they see ("click A plus"): the name must hold it.
    const buttons: [shown: string, does: string][] = [
      ['A-', 'Smaller text'],
      ['A', 'Normal text size'],
      ['A+', 'Larger text'],
    ];
    for (const [shown, does] of buttons) {
      const button = screen.getByRole('button', { name: `${shown} ${does}` });
      expect(button.textContent?.startsWith(shown)).toBe(true);
      expect(button).toHaveAttribute('title', does);
    }
  });
});
