import { useEffect, useRef, useState } from 'react';
import {
  clearQueuedSubmission,
  queueSubmission,
  readQueuedSubmission,
  watchQueuedSubmission,
} from './offline-submissions';

export interface OfflineSubmissionOptions<T, R> {
  userId: number | undefined;
  /** Sends the submission; rejects as the network or the server does. */
  send: (payload: T) => Promise<R>;
  /** A queued submission was accepted by the server. */
  onSent: (result: R, payload: T) => void;
  /** The server refused a queued submission (it would refuse it again). */
  onDropped: () => void;
}

/**
 * A submission made without a connection waits on this device and is sent by itself when the
 * connection returns (or when the screen opens again online). `waiting` is true while one waits.
 */
export function useOfflineSubmission<T, R>(options: OfflineSubmissionOptions<T, R>) {
  const { userId } = options;
  const [waiting, setWaiting] = useState(
    () => userId !== undefined && readQueuedSubmission(userId) !== null,
  );
  // The latest callbacks, so that watching does not restart on every render.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (userId === undefined) return;
    return watchQueuedSubmission<T>(userId, {
      async send(payload) {
        const result = await latest.current.send(payload);
        latest.current.onSent(result, payload);
      },
      onResult(result) {
        if (result === 'sent' || result === 'dropped') setWaiting(false);
        if (result === 'dropped') latest.current.onDropped();
      },
    });
  }, [userId]);

  return {
    waiting,
    /** Keeps `payload` for later; false when it cannot be kept (no storage, or no user). */
    queue(payload: T): boolean {
      if (userId === undefined || !queueSubmission(userId, payload)) return false;
      setWaiting(true);
      return true;
    },
    /** Forgets the waiting submission: a newer one is being sent in its place. */
    discard() {
      if (userId !== undefined) clearQueuedSubmission(userId);
      setWaiting(false);
    },
  };
}
