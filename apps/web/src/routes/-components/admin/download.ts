// Downloads a file the server streams (the administrator's exports): read as it arrives, so the
// screen can show how much has been received, then handed to the browser as a file through an
// object URL and <a download>. The session cookie goes along (same origin).

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Total bytes when the server announced them (a streamed export usually does not). */
  total?: number;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** The file name to use when the response does not name one. */
  fallbackName: string;
  /** At most one progress report per this many milliseconds (the last one always comes). */
  progressIntervalMs?: number;
}

export interface DownloadResult {
  fileName: string;
  bytes: number;
}

/** A download the server refused (status and its `{ error }` text, if any). */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 8187, UTF-8) first, then the
 * plain `filename`. Path parts are dropped; undefined when there is none. The header's parser is
 * loaded with the first download, not with /admin (issue 13's budgets).
 */
export async function fileNameFromDisposition(
  header: string | null | undefined,
): Promise<string | undefined> {
  if (!header) return undefined;
  let name: string | undefined;
  try {
    const { parse } = await import('content-disposition');
    // The library prefers `filename*` over `filename` when both are there.
    name = parse(header).parameters.filename;
  } catch {
    return undefined;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

export { formatBytes } from './format-bytes';

async function refusal(response: Response): Promise<DownloadError> {
  let message = '';
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      message = body.error;
    }
  } catch {
    // not JSON
  }
  return new DownloadError(response.status, message || `HTTP ${response.status}`);
}

/** Fetches `url`, reporting progress, and returns the whole body as a Blob with its file name. */
export async function fetchFile(
  url: string,
  { signal, onProgress, fallbackName, progressIntervalMs = 100 }: DownloadOptions,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw await refusal(response);
  const fileName =
    (await fileNameFromDisposition(response.headers.get('content-disposition'))) ?? fallbackName;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    let reportedAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      const now = performance.now();
      if (now - reportedAt >= progressIntervalMs) {
        reportedAt = now;
        onProgress?.({ received, total });
      }
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    received = buffer.byteLength;
  }
  onProgress?.({ received, total });
  return { blob: new Blob(chunks, { type }), fileName };
}

/** How long the object URL lives after the click (the browser copies it by then). */
const REVOKE_AFTER_MS = 30_000;

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}

/** fetchFile + saveBlob. */
export async function downloadFile(url: string, options: DownloadOptions): Promise<DownloadResult> {
  const { blob, fileName } = await fetchFile(url, options);
  saveBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
