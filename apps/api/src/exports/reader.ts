import type { Deps } from '../domain/deps.ts';
import type { Snapshot } from '../domain/store.ts';

/**
 * A read-only view of the database for one export: Drizzle queries whose typed rows arrive one
 * at a time, so an export never holds a whole table in memory, from one consistent snapshot
 * while residents keep submitting (domain/snapshot.ts).
 */
export type ExportReader = Snapshot;

export function openExportReader(deps: Pick<Deps, 'store'>): ExportReader {
  return deps.store.snapshot();
}
