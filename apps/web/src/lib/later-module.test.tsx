import { useForm } from '@mantine/form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test/render';
import { passesRules } from './form';
import { laterModule, readyWithin, useLaterModule } from './later-module';

/** A download the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

interface Rules {
  check: (values: { name: string }) => Record<string, string>;
}
const rules: Rules = {
  check: (values) => {
    const errors: Record<string, string> = {};
    if (!values.name.trim()) errors.name = 'validation.required';
    return errors;
  },
};

describe('a module loaded later', () => {
  it('downloads once, however often it is asked for, and is kept', async () => {
    const load = vi.fn(async () => rules);
    const later = laterModule(load);
    expect(later.loaded).toBeNull();
    const [first, second] = await Promise.all([later.ready(), later.ready()]);
    expect(first).toBe(rules);
    expect(second).toBe(rules);
    await later.ready();
    expect(load).toHaveBeenCalledTimes(1);
    expect(later.loaded).toBe(rules);
  });

  it('asks again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(rules);
    const later = laterModule(load as () => Promise<Rules>);
    await expect(later.ready()).rejects.toThrow('offline');
    expect(later.loaded).toBeNull();
    await expect(later.ready()).resolves.toBe(rules);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** A form whose rules come later, as the registration's page forms' do. */
function NameForm({ later, onSend }: { later: ReturnType<typeof laterModule<Rules>>; onSend: () => void }) {
  const form = useForm({
    initialValues: { name: '' },
    validate: (values) => later.loaded?.check(values) ?? {},
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async () => {
        if (!(await passesRules(form, later))) return;
        onSend();
      })}
    >
      <label htmlFor="name">Name</label>
      <input id="name" {...form.getInputProps('name')} />
      {form.errors.name && <p>{String(form.errors.name)}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('a form whose rules come later', () => {
  it('checks a submit that came before the rules once they arrive, and sends nothing that fails', async () => {
    const download = deferred<Rules>();
    const later = laterModule(() => download.promise);
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<NameForm later={later} onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(later.loaded).toBeNull();
    download.resolve(rules);
    expect(await screen.findByText('validation.required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });

  it('leaves the check to the server when the rules cannot be downloaded', async () => {
    const later = laterModule<Rules>(() => Promise.reject(new Error('offline')));
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<NameForm later={later} onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });
});

function LaterPart({ later, needed }: { later: ReturnType<typeof laterModule<Rules>>; needed: boolean }) {
  const part = useLaterModule(later, needed);
  if (part.loaded) return <p>arrived</p>;
  if (part.failed)
    return (
      <button type="button" onClick={part.retry}>
        Try again
      </button>
    );
  return <p>on its way</p>;
}

describe('a part drawn from a later module', () => {
  it('is drawn once the module arrives, and offers another try when it fails', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(rules);
    const later = laterModule(load as () => Promise<Rules>);
    const user = userEvent.setup();
    render(
      <TestProviders>
        <LaterPart later={later} needed />
      </TestProviders>,
    );
    expect(screen.getByText('on its way')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a module waited for a limited time', () => {
  it('gives the module when it arrives in time, null when it fails or is late', async () => {
    vi.useFakeTimers();
    try {
      const arrives = deferred<Rules>();
      const inTime = readyWithin(
        laterModule(() => arrives.promise),
        8000,
      );
      await vi.advanceTimersByTimeAsync(7000);
      arrives.resolve(rules);
      await expect(inTime).resolves.toBe(rules);

      const stalls = readyWithin(
        laterModule(() => new Promise<Rules>(() => undefined)),
        8000,
      );
      await vi.advanceTimersByTimeAsync(7999);
      let settled = false;
      void stalls.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(stalls).resolves.toBeNull();

      const fails = readyWithin(
        laterModule(() => Promise.reject(new Error('offline'))),
        8000,
      );
      await expect(fails).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
