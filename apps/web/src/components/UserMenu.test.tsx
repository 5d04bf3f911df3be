import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { TestProviders } from '../test/render';
import { UserMenu } from './UserMenu';

const draw = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </TestProviders>,
  );

describe('the user menu button', () => {
  afterEach(() => session.reset());

  it('is named starting with the initials it shows (label in name)', () => {
    session.set({ accessToken: 'token', name: 'Rahul Nair', isAdmin: false, emailVerified: true });
    draw();
    const button = screen.getByRole('button', { name: 'RN: Open user menu' });
    expect(button).toHaveTextContent('RN');
  });

  it('is named for what it does alone when it shows a photo', () => {
    session.set({
      accessToken: 'token',
      name: 'Rahul Nair',
      isAdmin: false,
      emailVerified: true,
      profilePhoto: '/api/files/photo.jpg',
    });
    draw();
    const button = screen.getByRole('button', { name: 'Open user menu' });
    expect(button).not.toHaveTextContent('RN');
  });
});
