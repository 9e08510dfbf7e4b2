import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { settings } from '@wf/db/schema';
import type { Deps } from './deps.ts';
import { readSetting } from './settings.ts';

// Keys the server makes at its first start and keeps in `settings`, as it keeps the participant
// code: the VAPID key pair that signs Web Push messages (a browser's subscription is bound to
// the public key, so a new pair would silence every phone) and the secret that signs one-click
// unsubscribe links (a new one would break the links in mails already sent). Never logged.

const VAPID_KEY = 'vapid_keys';
const UNSUBSCRIBE_KEY = 'unsubscribe_secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The stored value, or `make()`'s stored now. Inside one write transaction (BEGIN IMMEDIATE), so
 * that two server processes starting at once keep the same value.
 */
function ensureSetting(deps: Deps, key: string, make: () => string): string {
  const stored = readSetting(deps, key);
  if (stored !== undefined) return stored;
  return deps.store.write(({ db }) => {
    const found = db.select().from(settings).where(eq(settings.key, key)).get();
    if (found) return found.value;
    const value = make();
    db.insert(settings).values({ key, value }).run();
    return value;
  });
}

/** Called at every start, before the server takes requests. */
export function initServerSecrets(deps: Deps): void {
  vapidKeys(deps);
  unsubscribeSecret(deps);
}

export function vapidKeys(deps: Deps): VapidKeys {
  const json = ensureSetting(deps, VAPID_KEY, () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(json) as VapidKeys;
}

export function unsubscribeSecret(deps: Deps): Buffer {
  return Buffer.from(
    ensureSetting(deps, UNSUBSCRIBE_KEY, () => randomBytes(32).toString('base64url')),
    'base64url',
  );
}
