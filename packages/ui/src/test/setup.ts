// Testing Library unmounts after each test only when vitest's globals are on; they are off here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has no CSS.escape, which user-event needs to find the radios of a group for arrow keys.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
  Object.defineProperty(globalThis, 'CSS', { value: { ...globalThis.CSS, escape } });
}
