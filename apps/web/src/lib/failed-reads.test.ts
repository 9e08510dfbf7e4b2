import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { OR_EMPTY, failedReads } from './failed-reads';

const failed = { value: [], error: new Error('down') };
const loaded = { value: [1], error: null };

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** A client holding the reads of one screen: key, last answer, and whether it is on screen. */
function screen(reads: Array<{ key: string[]; data: unknown; onScreen: boolean }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const reread: string[] = [];
  for (const { key, data, onScreen } of reads) {
    const queryFn = () => {
      reread.push(key.join('.'));
      return loaded;
    };
    client.setQueryData(key, data);
    client.setQueryDefaults(key, { queryFn, staleTime: Infinity });
    // An observer is what a mounted useSuspenseQuery is: it makes the read active.
    if (onScreen) new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => {});
  }
  return { client, reread };
}

describe('failedReads', () => {
  it('re-reads every failed read on screen, and only those', async () => {
    const { client, reread } = screen([
      { key: ['board', OR_EMPTY], data: failed, onScreen: true },
      { key: ['ownRank', OR_EMPTY], data: failed, onScreen: true },
      { key: ['stats', OR_EMPTY], data: loaded, onScreen: true },
      // Another screen's failed read, not mounted now.
      { key: ['history', OR_EMPTY], data: failed, onScreen: false },
      // A read whose failure goes to the error screen, not an orEmpty one.
      { key: ['me'], data: { error: 'not an orEmpty read' }, onScreen: true },
    ]);
    await client.refetchQueries(failedReads);
    expect(reread.sort()).toEqual([`board.${OR_EMPTY}`, `ownRank.${OR_EMPTY}`]);
    expect(client.getQueryData(['ownRank', OR_EMPTY])).toEqual(loaded);
  });

  it('counts the reads being re-read, for the Try again button', async () => {
    const { client } = screen([{ key: ['board', OR_EMPTY], data: failed, onScreen: true }]);
    const again = client.refetchQueries(failedReads);
    expect(client.isFetching(failedReads)).toBe(1);
    await again;
    expect(client.isFetching(failedReads)).toBe(0);
  });
});
