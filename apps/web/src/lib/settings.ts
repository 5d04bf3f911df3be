import { useSyncExternalStore } from 'react';

/** Settings kept in this browser only: they belong to the device, not the account. */
export interface LocalSettings {
  soundNotifications: boolean;
}

export const SETTINGS_KEY = 'adminSettings';
const defaults: LocalSettings = { soundNotifications: true };

function read(): LocalSettings {
  try {
    const raw = localStorage.getItem(SETTINGS_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<LocalSettings>) : {};
    return {
      soundNotifications:
        typeof parsed.soundNotifications === 'boolean'
          ? parsed.soundNotifications
          : defaults.soundNotifications,
    };
  } catch {
    return { ...defaults };
  }
}

let current = read();
const listeners = new Set<() => void>();

export const localSettings = {
  get: (): LocalSettings => current,
  set(change: Partial<LocalSettings>) {
    current = { ...current, ...change };
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(current));
    } catch {
      // Kept in memory for this visit.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reload() {
    current = read();
    for (const listener of listeners) listener();
  },
};

export function useLocalSettings(): LocalSettings {
  return useSyncExternalStore(localSettings.subscribe, localSettings.get, localSettings.get);
}
