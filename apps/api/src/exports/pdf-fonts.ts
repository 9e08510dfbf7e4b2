// fontkit ships no types: its declarations travel with this module into every project that
// type-checks it (the e2e package too), which an include list alone would not do.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// Which font draws which part of a text in the PDF reports. Helvetica (built into every PDF
// reader) stays the main font, as the spec says; what it cannot draw (a Devanagari or Cyrillic
// name, say) is drawn with Noto Sans Devanagari or Noto Sans, embedded from their npm packages
// (never a system font, so every server draws the same). pdfkit embeds only the glyphs used, so
// a report of Latin names carries no Noto at all.

export type Face = 'helvetica' | 'noto' | 'devanagari';

export interface Run {
  face: Face;
  text: string;
}

const require = createRequire(import.meta.url);

const FILES = {
  noto: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  notoBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  devanagari:
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

type FontFile = keyof typeof FILES;

/** pdfkit font names: the two built-in Helvetica faces and the four embedded ones. */
const FONT_NAMES: Record<Face, { regular: string; bold: string }> = {
  helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  noto: { regular: 'NotoSans', bold: 'NotoSans-Bold' },
  devanagari: { regular: 'NotoSansDevanagari', bold: 'NotoSansDevanagari-Bold' },
};

const EMBEDDED: readonly [string, FontFile][] = [
  [FONT_NAMES.noto.regular, 'noto'],
  [FONT_NAMES.noto.bold, 'notoBold'],
  [FONT_NAMES.devanagari.regular, 'devanagari'],
  [FONT_NAMES.devanagari.bold, 'devanagariBold'],
];

// Read once per process, on the first report that needs them; each document parses its own copy
// (pdfkit keeps per-document subsetting state in the font object).
const buffers = new Map<FontFile, Buffer>();
function fontBuffer(file: FontFile): Buffer {
  let buffer = buffers.get(file);
  if (!buffer) {
    buffer = readFileSync(require.resolve(FILES[file]));
    buffers.set(file, buffer);
  }
  return buffer;
}

let coverage: { noto: fontkit.Font; devanagari: fontkit.Font } | undefined;
function fonts() {
  coverage ??= {
    noto: fontkit.create(fontBuffer('noto')),
    devanagari: fontkit.create(fontBuffer('devanagari')),
  };
  return coverage;
}

/** Makes the embedded faces known to `doc`; pdfkit parses a face only when it is first drawn. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of EMBEDDED) doc.registerFont(name, fontBuffer(file));
}

export function fontName(face: Face, bold: boolean): string {
  return FONT_NAMES[face][bold ? 'bold' : 'regular'];
}

// The 27 characters that WinAnsi places in 0x80-0x9F; with Latin-1 (0xA0-0xFF) and printable
// ASCII these are all that pdfkit's built-in Helvetica can draw.
const WIN_ANSI_EXTRA = new Set(
  '\u20AC\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u017D\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u017E\u0178',
);

export function helveticaDraws(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

export function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0);
}

// Devanagari, Devanagari Extended and Vedic Extensions: the script Noto Sans Devanagari is for.
function isDevanagari(codePoint: number): boolean {
  return (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff)
  );
}

function covers(font: fontkit.Font, cluster: string): boolean {
  for (const char of cluster) {
    if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

// Helvetica's ascender, from its AFM (thousandths of the font size).
const HELVETICA_ASCENDER = 718;

/** How far above the baseline a face reaches, in thousandths of the size (as pdfkit counts). */
export function ascender(face: Face): number {
  if (face === 'helvetica') return HELVETICA_ASCENDER;
  const font = fonts()[face];
  return (font.ascent * 1000) / font.unitsPerEm;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` cut into runs, each drawn by one face. Whole characters as a reader sees them (grapheme
 * clusters, so a Devanagari syllable or an emoji sequence stays together) go to the first face
 * that has every glyph: Helvetica, then Noto Sans Devanagari for that script, then Noto Sans. A
 * cluster no face can draw (emoji, Chinese) becomes one '?', and control characters spaces.
 */
export function fontRuns(text: string): Run[] {
  // Most texts are plain ASCII: one Helvetica run, without segmenting.
  if (/^[\x20-\x7e]*$/.test(text)) return text ? [{ face: 'helvetica', text }] : [];
  const runs: Run[] = [];
  const push = (face: Face, part: string) => {
    const last = runs.at(-1);
    if (last?.face === face) last.text += part;
    else runs.push({ face, text: part });
  };
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const chars = Array.from(segment);
    if (chars.every((c) => helveticaDraws(c) || isControl(c))) {
      push('helvetica', chars.map((c) => (isControl(c) ? ' ' : c)).join(''));
      continue;
    }
    const first = segment.codePointAt(0) ?? 0;
    const { noto, devanagari } = fonts();
    if (isDevanagari(first) && covers(devanagari, segment)) push('devanagari', segment);
    else if (covers(noto, segment)) push('noto', segment);
    else push('helvetica', '?');
  }
  return runs;
}
