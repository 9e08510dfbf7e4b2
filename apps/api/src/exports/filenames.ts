import { create } from 'content-disposition';

/** The same name in ASCII, for clients that ignore `filename*`. */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_/, '');
}

/**
 * RFC 6266: an attachment with an ASCII `filename` and, when the name is not plain ASCII, the
 * exact name as UTF-8 in `filename*` (RFC 8187). File names come from @wf/scoring's export
 * catalogue.
 */
export function contentDisposition(fileName: string): string {
  return create(fileName, { fallback: asciiFallback(fileName) });
}
