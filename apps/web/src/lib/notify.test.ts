// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
const clean = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show, clean } }));

const { toast, toastDurations, notify, SOUND_VOLUME } = await import('./notify');
const { localSettings } = await import('./settings');
const { session } = await import('./session');

/** Toasts are shown once Mantine's toasts have loaded (a dynamic import): after the tasks queued now. */
const shown = () => new Promise((resolve) => setTimeout(resolve, 0));

const played: { src: string; volume: number }[] = [];
class FakeAudio {
  volume = 1;
  constructor(readonly src: string) {}
  play() {
    played.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  }
}

beforeEach(() => {
  show.mockReset();
  clean.mockReset();
  played.length = 0;
  vi.stubGlobal('Audio', FakeAudio);
  localStorage.clear();
  localSettings.reload();
  session.reset();
});

describe('toasts', () => {
  it('use the durations and titles of the specification', async () => {
    expect(toastDurations).toMatchObject({ success: 3000, error: 5000, warning: 4000, info: 3000 });
    const cases = [
      ['success', 'Success', 3000],
      ['error', 'Error', 5000],
      ['warning', 'Warning', 4000],
      ['info', 'Info', 3000],
    ] as const;
    for (const [type, title, duration] of cases) {
      show.mockReset();
      toast[type]('Saved');
      await shown();
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title, autoClose: duration, message: 'Saved' }),
      );
    }
    notify('generic', 'Hello');
    await shown();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Notification' }));
  });

  it('replace the toast already shown, in the order they were asked for', async () => {
    toast.info('first');
    toast.error('second');
    await shown();
    expect(show.mock.calls.map(([options]) => options.message)).toEqual(['first', 'second']);
    expect(clean).toHaveBeenCalledTimes(2);
    // Each show comes after clearing what was there.
    expect(clean.mock.invocationCallOrder[1]).toBeLessThan(show.mock.invocationCallOrder[1] ?? 0);
  });

  it('are announced: errors and warnings as alerts, the rest as status', async () => {
    toast.error('x');
    await shown();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'alert' }));
    toast.warning('x');
    await shown();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'alert' }));
    toast.success('x');
    await shown();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'status' }));
  });

  it('translate message keys and pass other text through', async () => {
    toast.error('errors.profileFetch');
    await shown();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Failed to fetch user profile data.' }),
    );
    toast.error('Too many attempts. Try again in a minute.');
    await shown();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Too many attempts. Try again in a minute.' }),
    );
  });

  it('play the sound at half volume for administrators unless turned off in the local settings', () => {
    toast.success('silent for athletes');
    expect(played).toEqual([]);
    session.set({ isAdmin: true, accessToken: 'token' });
    toast.success('x');
    expect(played).toEqual([{ src: '/sounds/notify.wav', volume: SOUND_VOLUME }]);
    expect(SOUND_VOLUME).toBe(0.5);

    localSettings.set({ soundNotifications: false });
    toast.success('y');
    expect(played).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('adminSettings') ?? '{}')).toEqual({ soundNotifications: false });
  });
});
