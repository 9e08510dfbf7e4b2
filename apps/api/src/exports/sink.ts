import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The download stopped (the client went away): the export ends quietly, nothing is wrong. */
export class ExportAborted extends Error {
  constructor() {
    super('The download was closed before the export finished.');
    this.name = 'ExportAborted';
  }
}

/** Resolves once `out` can take more data; rejects if it is closed or fails first. */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.reject(new ExportAborted());
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new ExportAborted());
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onClose);
  });
}

/** Writes a chunk and waits while the reader of `out` is behind: memory stays flat. */
export async function write(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new ExportAborted();
  if (!out.write(chunk)) await drained(out);
}

/**
 * Called between batches by producers that write through a library (pdfkit, exceljs): waits for
 * `out` to drain and lets the event loop serve other requests, so a long export never starves
 * the server.
 */
export async function breathe(out: Writable): Promise<void> {
  await drained(out);
  await nextTurn();
  if (out.destroyed) throw new ExportAborted();
}
