import type { RegistrationPage1, RegistrationPage3 } from '@para/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { options, savedPages } from '../../../test/registration-fixtures';
import { TestProviders } from '../../../test/render';
import { fieldMessageKey } from '../form-helpers';
import { page1Values, page3Values } from '../form-values';
import type { PageSave } from '../page-save';
import { Page1Form } from './Page1Form';
import { Page3Form } from './Page3Form';

// The page forms do not pick their route: whoever renders them passes the save. These tests give them
// a save the way the administrator's editor does, and check what the form does with its answer.

const wrap = (children: React.ReactNode) =>
  render(
    <TestProviders>
      <MemoryRouter>{children}</MemoryRouter>
    </TestProviders>,
  );

const page1 = savedPages.page1 as RegistrationPage1;

describe('page forms with a save passed in (administrator mode)', () => {
  it('sends the body to the given save and reports success', async () => {
    const run = vi.fn(async () => undefined);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    wrap(
      <Page1Form
        initial={page1Values(page1)}
        options={options}
        save={{ run, pending: false }}
        onSaved={onSaved}
        submitLabel="Save page 1"
      />,
    );
    const city = screen.getByLabelText(/^City, town or village/);
    await user.clear(city);
    await user.type(city, 'Aluva');
    await user.click(screen.getByRole('button', { name: 'Save page 1' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ city: 'Aluva', pinCode: '682016' }) }),
    );
  });

  it('shows a refused save beside the field, translated, and keeps what was typed', async () => {
    const save: PageSave<unknown> = {
      pending: false,
      run: vi.fn(async () => {
        throw new ApiError(400, 'Some fields need attention.', {
          fields: { 'address.district': 'Choose a district from the list.' },
        });
      }),
    };
    const onSaved = vi.fn();
    const user = userEvent.setup();
    wrap(
      <Page1Form
        initial={page1Values(page1)}
        options={options}
        save={save}
        onSaved={onSaved}
        submitLabel="Save page 1"
      />,
    );
    const line1 = screen.getByLabelText(/^House name or number/);
    await user.clear(line1);
    await user.click(line1);
    await user.paste('Lakshmi Nivas, Temple Road');
    await user.click(screen.getByRole('button', { name: 'Save page 1' }));

    const district = screen.getByLabelText(/^District/);
    await waitFor(() => expect(district).toHaveAccessibleDescription(/Choose a district from the list/));
    await waitFor(() => expect(district).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();
    expect(line1).toHaveValue('Lakshmi Nivas, Temple Road');
    // The server's English text goes back to its key, so a Hindi page shows it in Hindi.
    expect(fieldMessageKey('Choose a district from the list.')).toBe('validation.districtUnknown');
  });

  it('page 3 shows the documents through the given slot, declarations read-only, and saves the types', async () => {
    const run = vi.fn(async () => undefined);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    wrap(
      <Page3Form
        initial={page3Values(savedPages.page3 as RegistrationPage3)}
        options={options}
        documents={[]}
        save={{ run, pending: false }}
        onSaved={onSaved}
        submitLabel="Save page 3"
        renderDocument={(slot) => (
          <div data-testid={`slot-${slot.kind}`}>
            {slot.label}
            {slot.children}
          </div>
        )}
        declarationsReadOnly
        declarationsNote={<p>The declarations are the athlete's own.</p>}
      />,
    );
    expect(screen.getByTestId('slot-photo')).toHaveTextContent('Photo');
    expect(screen.queryByRole('button', { name: /Choose file/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/^I declare that the information/)).toBeInTheDocument();
    expect(screen.getByText(/^I understand that anti-doping rules/)).toBeInTheDocument();
    expect(screen.getByText("The declarations are the athlete's own.")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Type of identity proof/), 'passport');
    await user.click(screen.getByRole('button', { name: 'Save page 3' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ identityProofType: 'passport', declarationTrue: true }),
    );
  });
});
