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

let registered = false;

export function registerDevanagariFont(): void {
  if (registered || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  registered = true;
  for (const [url, weight] of [
    [regular, '400'],
    [bold, '700'],
  ] as const) {
    const face = new FontFace(DEVANAGARI_FAMILY, `url(${url}) format('woff2')`, {
      weight,
      display: 'swap',
      unicodeRange: UNICODE_RANGE,
    });
    document.fonts.add(face);
  }
}
