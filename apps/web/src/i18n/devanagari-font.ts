// Devanagari glyphs for Hindi, from an npm font package (no system font needed): registered only
// when Hindi is chosen, so English pages never download it. Its own family name keeps a locally
// installed "Noto Sans Devanagari" from being picked for Latin text; the unicode-range limits it
// to Devanagari, so Latin letters keep the app's font. app.css puts the family first under
// :lang(hi).
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

export const DEVANAGARI_FAMILY = 'WF Devanagari';

// The package's own range for its Devanagari subset.
const UNICODE_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/** The longest the first Hindi screen waits for the font; after that it shows with a fallback. */
export const FONT_WAIT_MS = 3000;

let registered: Promise<void> | null = null;

/**
 * Registers the font and resolves once both weights have loaded (or failed, or after
 * FONT_WAIT_MS): the screen is then drawn in it from the start. Registered without loading, the
 * browser fetched it only when the first Hindi text was drawn and redrew that text when it
 * arrived, and the wider glyphs moved what followed (a layout shift of about 0.08 on a first
 * visit of the action plan).
 */
export function registerDevanagariFont(): Promise<void> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return Promise.resolve();
  registered ??= (() => {
    const loads = (
      [
        [regular, '400'],
        [bold, '700'],
      ] as const
    ).map(([url, weight]) => {
      const face = new FontFace(DEVANAGARI_FAMILY, `url(${url}) format('woff2')`, {
        weight,
        display: 'swap',
        unicodeRange: UNICODE_RANGE,
      });
      document.fonts.add(face);
      // A font that cannot be fetched (offline before it was cached) leaves the fallback.
      return face.load().then(
        () => undefined,
        () => undefined,
      );
    });
    const loaded = Promise.all(loads).then(() => undefined);
    const cap = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
    return Promise.race([loaded, cap]);
  })();
  return registered;
}
