// fontkit ships no types; these are the calls the PDF exports make of it (pdf-fonts.ts).
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    ascent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Buffer): Font;
}
