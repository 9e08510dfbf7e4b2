// A questionnaire submitted while the phone had no connection: kept in localStorage (it survives
// closing the app), one per user so people sharing a family device never send each other's
// answers, and sent when the connection returns (the `online` event) or on the next load.
// The server checks the submission as it checks any other; a queued one is only sent later.
import { OFFLINE_SUBMISSION_PREFIX } from './offline-submission-key';
import { localStore, type StorageLike } from './storage';

export { OFFLINE_SUBMISSION_PREFIX };

export interface QueuedSubmission<T> {
  payload: T;
  /** When the user pressed Submit (ISO 8601), for the message shown while it waits. */
  queuedAt: string;
}

export type SendResult = 'sent' | 'none' | 'kept' | 'dropped';

const key = (userId: number) => `${OFFLINE_SUBMISSION_PREFIX}${userId}`;

/**
 * True when a request failed without an answer from the server: the browser is offline, or
 * fetch itself failed (tRPC wraps fetch's TypeError: "Failed to fetch", "Load failed",
 * "NetworkError when attempting to fetch resource"). An answer with a status (a 400, a 401, a
 * 500) is not a network failure: queueing would not help.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (!error || typeof error !== 'object') return false;
  const e = error as { data?: { httpStatus?: number } | null; cause?: unknown; name?: string };
  if (typeof e.data?.httpStatus === 'number') return false;
  return error instanceof TypeError || e.cause instanceof TypeError;
}

/** Keeps the submission for later, replacing an older one of the same user. */
export function queueSubmission<T>(
  userId: number,
  payload: T,
  store: StorageLike | null = localStore(),
  now: Date = new Date(),
): boolean {
  try {
    if (!store) return false;
    const entry: QueuedSubmission<T> = { payload, queuedAt: now.toISOString() };
    store.setItem(key(userId), JSON.stringify(entry));
    return true;
  } catch {
    return false; // quota or disabled storage: the caller says the answers were not saved
  }
}

export function readQueuedSubmission<T>(
  userId: number,
  store: StorageLike | null = localStore(),
): QueuedSubmission<T> | null {
  try {
    const raw = store?.getItem(key(userId));
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<QueuedSubmission<T>>;
    if (!entry || typeof entry !== 'object' || entry.payload === undefined) return null;
    return { payload: entry.payload, queuedAt: String(entry.queuedAt ?? '') };
  } catch {
    return null;
  }
}

export function clearQueuedSubmission(userId: number, store: StorageLike | null = localStore()) {
  try {
    store?.removeItem(key(userId));
  } catch {
    // nothing to clear then
  }
}

/** Removes every user's queued submission (logout on a shared device). */
export function clearQueuedSubmissions(store: StorageLike | null = localStore()) {
  try {
    if (!store) return;
    for (let i = store.length - 1; i >= 0; i--) {
      const k = store.key(i);
      if (k?.startsWith(OFFLINE_SUBMISSION_PREFIX)) store.removeItem(k);
    }
  } catch {
    // ignore
  }
}

const sending = new Set<string>();

/**
 * Sends the user's queued submission, if any. It is taken out of storage before it is sent, so
 * another tab or a second `online` event does not send it twice; it goes back when the network
 * fails again, or when the server says the session has ended (it is sent after the next login).
 * Any other refusal (invalid, stale) drops it: sending it again would be refused again.
 */
export async function sendQueuedSubmission<T>(
  userId: number,
  send: (payload: T) => Promise<unknown>,
  store: StorageLike | null = localStore(),
): Promise<SendResult> {
  const k = key(userId);
  if (sending.has(k)) return 'none';
  const entry = readQueuedSubmission<T>(userId, store);
  if (!entry) return 'none';
  sending.add(k);
  clearQueuedSubmission(userId, store);
  try {
    await send(entry.payload);
    return 'sent';
  } catch (error) {
    const status = (error as { data?: { httpStatus?: number } | null } | null)?.data?.httpStatus;
    if (isNetworkFailure(error) || status === 401) {
      // Unless the user queued a newer one meanwhile.
      if (!readQueuedSubmission(userId, store)) {
        try {
          store?.setItem(k, JSON.stringify(entry));
        } catch {
          return 'dropped';
        }
      }
      return 'kept';
    }
    return 'dropped';
  } finally {
    sending.delete(k);
  }
}

export interface WatchOptions<T> {
  send: (payload: T) => Promise<unknown>;
  onResult?: (result: SendResult) => void;
  store?: StorageLike | null;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Sends the user's queued submission now (the next load) and whenever the connection returns.
 * Returns the function that stops watching.
 */
export function watchQueuedSubmission<T>(userId: number, options: WatchOptions<T>): () => void {
  const store = options.store === undefined ? localStore() : options.store;
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const attempt = () => {
    void sendQueuedSubmission(userId, options.send, store).then((result) => {
      if (result !== 'none') options.onResult?.(result);
    });
  };
  attempt();
  target?.addEventListener('online', attempt);
  return () => target?.removeEventListener('online', attempt);
}
