// Type-safe keys: t('…') only accepts a key that exists in the English catalogue of the namespace.
import type { en } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
