import type { FormField } from '@para/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../../test/render';
import { type AnswerDraft, EntryFields } from './EntryFields';

const fields: FormField[] = [
  { key: 'guide', type: 'yes_no', label: 'Do you run with a guide?', required: true },
  {
    key: 'guideDetails',
    type: 'escort',
    label: 'Your guide',
    required: true,
    showIf: { field: 'guide', equals: true },
  },
  {
    key: 'size',
    type: 'single_choice',
    label: 'T-shirt size',
    labelHi: 'टी-शर्ट का आकार',
    required: false,
    options: [
      { value: 's', label: 'Small' },
      { value: 'm', label: 'Medium' },
    ],
  },
];

function Harness() {
  const [answers, setAnswers] = useState<AnswerDraft>({});
  return <EntryFields fields={fields} answers={answers} onChange={setAnswers} />;
}

describe('the entry form questions', () => {
  it('shows a question only when the answer it depends on is given', async () => {
    const user = userEvent.setup();
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    expect(screen.queryByRole('group', { name: /Your guide/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('group', { name: /Your guide/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Escort's mobile number/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: /Your guide/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeInTheDocument();
  });

  it('names each error beside its question', () => {
    render(
      <TestProviders>
        <EntryFields
          fields={fields}
          answers={{ guide: true }}
          onChange={() => {}}
          errors={{ 'guideDetails.phone': 'validation.required' }}
        />
      </TestProviders>,
    );
    expect(screen.getByLabelText(/^Escort's mobile number/)).toHaveAccessibleDescription(
      'This field is required.',
    );
  });
});
