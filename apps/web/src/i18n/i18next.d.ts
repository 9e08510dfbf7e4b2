// Type-safe keys: t('…') only accepts a key that exists in the English catalogue of the namespace.
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
