// The browser's storages, or null where they are disabled (private mode, policies): every caller
// then simply keeps nothing, and the app still works.

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function open(which: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window[which];
  } catch {
    return null;
  }
}

export function localStore(): StorageLike | null {
  return open('localStorage');
}

export function sessionStore(): StorageLike | null {
  return open('sessionStorage');
}
