// Web Push on this phone or browser (issue 30, item 1): whether it can work here, and signing up
// or off with the browser's push service through the app's service worker (src/lib/service-worker.ts
// registers it; public/push-handler.js shows what arrives). Only the reminders' lazy card imports
// this module, so no screen's first chunk carries it.

/** Why notifications cannot be turned on here; each has its plain sentence in `reminders.push`. */
export type PushProblem = 'unsupported' | 'notOffered' | 'denied' | 'dismissed' | 'failed';

export class PushError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'PushError';
  }
}

/** What the server stores for one phone: its push service address and the message keys. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Whether this browser could show the app's notifications, before asking anything: null when it
 * can, otherwise why not. iPhones offer Web Push only to an app added to the Home Screen, so a
 * tab in Safari has no PushManager and lands on 'unsupported', whose sentence says what to do.
 */
export function pushProblem(vapidPublicKey: string): PushProblem | null {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (!vapidPublicKey) return 'notOffered';
  if (Notification.permission === 'denied') return 'denied';
  return null;
}

/** The VAPID public key (base64url, as the server gives it) as the bytes `subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** How long to wait for the service worker: without one (a development server) it never comes. */
const WORKER_WAIT_MS = 10_000;

async function registration(): Promise<ServiceWorkerRegistration> {
  // Every page registers the app's worker once loaded (lib/service-worker.ts). Asked here too, a
  // tap that comes first still gets it, and where there is none to be had (a development server)
  // the answer comes at once instead of after the wait below.
  if (!(await navigator.serviceWorker.getRegistration('/'))) {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker to be had (a development server): notifications cannot work here.
      throw new PushError('unsupported');
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError('unsupported')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushError('failed');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** This browser's push subscription, if it has one (no question asked, nothing changed). */
export async function currentSubscription(): Promise<PushSubscriptionInput | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  // Without a registered worker there is no subscription either; `ready` would never resolve.
  const worker = await navigator.serviceWorker.getRegistration();
  const subscription = await worker?.pushManager.getSubscription();
  return subscription ? toInput(subscription) : null;
}

/**
 * Asks for permission (only from a tap: browsers refuse a prompt otherwise) and signs this
 * browser up with its push service for the community's VAPID key. A subscription made for
 * another key (the server's keys were replaced) is dropped first, or the push service would
 * refuse every message.
 */
export async function subscribe(vapidPublicKey: string): Promise<PushSubscriptionInput> {
  const problem = pushProblem(vapidPublicKey);
  if (problem) throw new PushError(problem);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('denied');
  if (permission !== 'granted') throw new PushError('dismissed');
  const worker = await registration();
  const key = keyBytes(vapidPublicKey);
  try {
    const existing = await worker.pushManager.getSubscription();
    if (existing && sameBytes(existing.options.applicationServerKey, key)) return toInput(existing);
    await existing?.unsubscribe();
    return toInput(
      await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    );
  } catch (error) {
    if (error instanceof PushError) throw error;
    // The push service could not be reached (offline), or the browser has none (some
    // de-Googled Chromium builds): the same plain sentence.
    console.error('Push subscription failed', error);
    throw new PushError('failed');
  }
}

/** Signs this browser off its push service; what it had is returned for the server to forget. */
export async function unsubscribe(): Promise<PushSubscriptionInput | null> {
  const worker = await navigator.serviceWorker?.getRegistration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return null;
  const input = toInput(subscription);
  await subscription.unsubscribe().catch(() => false);
  return input;
}
