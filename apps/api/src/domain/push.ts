import webpush from 'web-push';
import type { Deps } from './deps.ts';
import { vapidKeys } from './server-secrets.ts';

// Web Push (issue 30, item 1): a message to a phone the resident turned notifications on for.
// The `web-push` package encrypts the payload for the subscription (RFC 8291) and signs the
// request with the server's VAPID keys (RFC 8292); the request itself is sent here with fetch, so
// the push service's answer is read in one place and a test can receive it over plain HTTP.

/** What a service worker receives (JSON): remindui's handler shows it and opens `url` on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open, on this app's own address. */
  url: string;
  /** One notification per kind on a phone: a newer reminder replaces an older one. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push went: delivered, the phone is gone (404/410: forget it), or failed (try later). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A reminder is worth delivering for three days; a phone that stays off longer misses it. */
const TTL_SECONDS = 3 * 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** VAPID's contact: the app's address when it is https, else the administrator's mail. */
function vapidSubject(deps: Deps): string {
  const url = deps.config.PUBLIC_URL;
  return url.startsWith('https:') ? url : `mailto:${deps.config.ADMIN_EMAIL}`;
}

/**
 * Push services are reached over HTTPS. Only outside production (development, tests) may an
 * endpoint be plain HTTP, so that a resident cannot make a real server post to its own network.
 */
export function isAllowedEndpoint(deps: Deps, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && deps.config.NODE_ENV !== 'production';
}

export async function sendPush(
  deps: Deps,
  target: PushTarget,
  payload: PushPayload,
): Promise<PushOutcome> {
  if (!isAllowedEndpoint(deps, target.endpoint)) return 'gone';
  const keys = vapidKeys(deps);
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: vapidSubject(deps),
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
  } catch {
    // Keys no browser could have made: nothing can ever be sent to this subscription.
    return 'gone';
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (response.ok) return 'sent';
    return response.status === 404 || response.status === 410 ? 'gone' : 'failed';
  } catch {
    return 'failed';
  }
}
