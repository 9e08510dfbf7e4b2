// The English catalogues, bundled with the app: English is the fallback of every text, so it is
// there before the first render. A new namespace is one JSON file per language plus its line
// here (the catalogue test fails on a file that is not listed). Hindi is loaded on demand by
// ./language.ts, from the same file names under locales/hi.
import common from './locales/en/common.json';

export const en = { common } as const;

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];
