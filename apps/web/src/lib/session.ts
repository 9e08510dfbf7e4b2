// The local copy of the signed-in profile (the spec's "stored session"). It is for display only:
// the HttpOnly session cookie is the authority, and every guard asks the server (auth.me).
import { useSyncExternalStore } from 'react';
import type { User } from './trpc';

export const SESSION_KEY = 'wf.session';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedUser: User | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policies): the app still works without it
  }
}

export function readSession(): User | null {
  const raw = storage()?.getItem(SESSION_KEY) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedUser = parsed && typeof parsed === 'object' ? (parsed as User) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

function notify() {
  for (const listener of listeners) listener();
}

export function writeSession(user: User): void {
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify(user));
  } catch {
    // quota or disabled storage: display falls back to the server's answer
  }
  notify();
}

export function clearSession(): void {
  try {
    storage()?.removeItem(SESSION_KEY);
  } catch {
    // ignore
  }
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored profile copy, kept in sync across components and tabs. */
export function useStoredSession(): User | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
