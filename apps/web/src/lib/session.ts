import type { SessionRecord } from '@para/contract';
import { useSyncExternalStore } from 'react';

import { SESSION_KEY } from './session-key';

export { SESSION_KEY };
/** Registration form drafts kept by the registration pages; removed on logout. */
export const REGISTRATION_DRAFT_KEY = 'regFromData';

export type Session = SessionRecord;

export const emptySession: Session = Object.freeze({
  _id: '',
  name: '',
  phone: '',
  email: '',
  emailVerified: false,
  phoneVerified: false,
  accessToken: '',
  isAdmin: false,
  districts: Object.freeze([]) as unknown as string[],
  registrationApproved: false,
  registrationCompleted: false,
  registrationPaymentCompleted: false,
  profilePhoto: '',
  uid: '',
});

const fields = Object.keys(emptySession) as (keyof Session)[];

/** Keeps only known fields of the right type, so a stale or hand-edited record cannot break the app. */
function sanitize(value: unknown): Session {
  const next: Record<string, unknown> = { ...emptySession };
  if (value && typeof value === 'object') {
    for (const field of fields) {
      const candidate = (value as Record<string, unknown>)[field];
      if (field === 'districts') {
        // A record stored before district secretaries existed has none: an empty list.
        if (Array.isArray(candidate) && candidate.every((name) => typeof name === 'string'))
          next[field] = candidate;
      } else if (typeof candidate === typeof emptySession[field]) next[field] = candidate;
    }
  }
  return next as Session;
}

const sameSession = (a: Session, b: Session) =>
  fields.every((field) =>
    field === 'districts'
      ? a.districts.length === b.districts.length && a.districts.every((name, i) => name === b.districts[i])
      : a[field] === b[field],
  );

function read(): Session {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? sanitize(JSON.parse(raw)) : emptySession;
  } catch {
    return emptySession;
  }
}

let current: Session = read();
const listeners = new Set<() => void>();

function publish(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

export const session = {
  get: (): Session => current,
  /** Merges the given fields into the record and stores it. */
  set(merge: Partial<Session>) {
    const next = sanitize({ ...current, ...merge });
    // The profile is refreshed on every start: when nothing changed, no page draws itself again.
    if (sameSession(next, current)) return;
    try {
      localStorage.setItem(SESSION_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: keep the session in memory for this tab.
    }
    publish(next);
  },
  /** Back to the defaults (logout). */
  reset() {
    try {
      localStorage.removeItem(SESSION_KEY);
    } catch {
      // Nothing stored is as good as removed.
    }
    publish(emptySession);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage; used when another tab changes the session and by tests. */
  reload() {
    publish(read());
  },
};

export const isLoggedIn = (value: Session = current) => value.accessToken !== '';

// Logging in or out in one tab does the same in the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) session.reload();
  });
}

/** What a render on the server sees as the session: nobody, unless `withServerSession` says otherwise. */
let serverSnapshot: Session = emptySession;

/**
 * Runs `draw` (a synchronous server render) seeing `standIn` as the session: the server draws a
 * page whose only personal parts are the session's own fields with stand-ins, which the document's
 * script replaces before the first paint (ssr/signed-in-shell.tsx). Everywhere else, and in the
 * browser, the server's snapshot stays the empty session.
 */
export function withServerSession<T>(standIn: Session, draw: () => T): T {
  serverSnapshot = standIn;
  try {
    return draw();
  } finally {
    serverSnapshot = emptySession;
  }
}

/**
 * A page the server rendered was drawn for a visitor who is not signed in (the server never sees the
 * session, which lives in this browser): the app takes it over as such, then re-renders with the
 * real session.
 */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, () => serverSnapshot);
}
