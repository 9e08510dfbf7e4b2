// Zod 4 compiles object parsers with `new Function` where it may, and finds out whether it may
// by trying once. Our Content Security Policy has no 'unsafe-eval', so that probe is refused and
// the browser reports a CSP violation on every page that validates a form (Lighthouse "best
// practices"). The interpreted parser is fast enough for forms; the server keeps the compiled one.
//
// Zod keeps its settings on this global (so that copies of Zod share them) and reads them when
// a schema is built. Setting it here, before Zod loads, spares the entry chunk the part of Zod
// that `z.config()` would bring along (about 4 KB gzipped on every page, forms or not);
// zod-jitless.test.ts proves Zod still takes the setting from here. Imported first by main.tsx.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object Zod uses if it has loaded already, so the setting reaches it either way.
(scope.__zod_globalConfig ??= {}).jitless = true;
