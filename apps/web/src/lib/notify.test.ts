// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
const clean = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show, clean } }));

const { toast, toastDurations, notify, SOUND_VOLUME } = await import('./notify');
const { localSettings } = await import('./settings');
const { session } = await import('./session');

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
  it('use the durations and titles of the specification', () => {
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
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title, autoClose: duration, message: 'Saved' }),
      );
    }
    notify('generic', 'Hello');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Notification' }));
  });

  it('replace the toast already shown', () => {
    toast.info('first');
    toast.error('second');
    expect(clean).toHaveBeenCalledTimes(2);
    // Each show comes after clearing what was there.
    expect(clean.mock.invocationCallOrder[1]).toBeLessThan(show.mock.invocationCallOrder[1] ?? 0);
  });

  it('are announced: errors and warnings as alerts, the rest as status', () => {
    toast.error('x');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'alert' }));
    toast.warning('x');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'alert' }));
    toast.success('x');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'status' }));
  });

  it('translate message keys and pass other text through', () => {
    toast.error('errors.profileFetch');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Failed to fetch user profile data.' }),
    );
    toast.error('Too many attempts. Try again in a minute.');
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
