import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { PAGE_SESSION_ID, pageSessionBlock } from '@wf/scoring/page-session';
import { describe, expect, it } from 'vitest';
import { adoptPageSession, checkSession } from './auth';
import type { AppRouter, User } from './trpc';

const asha = { id: 7, profileName: 'Asha </script><!--', isAdmin: false } as unknown as User;

/** The app's router context over a fake server that answers auth.me and counts the calls. */
function context(serverUser: User | null) {
  const calls: string[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push(op.path);
        observer.next({ result: { type: 'data', data: { user: serverUser } } });
        observer.complete();
      });
  const queryClient = new QueryClient();
  const client = createTRPCClient<AppRouter>({ links: [link] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  return { ctx: { queryClient, trpc }, calls };
}

/** A page whose head holds what the server wrote, read the way the browser would. */
function pageWith(block: string | null): Document {
  const text = block && /<script[^>]*>(.*)<\/script>/.exec(block)?.[1];
  return {
    getElementById: (id: string) =>
      id === PAGE_SESSION_ID && text !== undefined && text !== null ? { textContent: text } : null,
  } as unknown as Document;
}

describe('the signed-in user in the page', () => {
  it('answers the first session check without asking the server; the next one asks', async () => {
    const { ctx, calls } = context(asha);
    adoptPageSession(ctx, pageWith(pageSessionBlock({ user: asha })));
    const first = await checkSession(ctx);
    expect(first.user).toEqual(asha);
    expect(calls).toEqual([]);
    await checkSession(ctx);
    await ctx.queryClient.getQueryCache().find({ queryKey: ctx.trpc.auth.me.queryKey() })?.promise;
    expect(calls).toEqual(['auth.me']);
  });

  it('asks the server when the page says nothing, or nothing readable', async () => {
    for (const page of [pageWith(null), pageWith('<script id="x">{not json</script>')]) {
      const { ctx, calls } = context(null);
      adoptPageSession(ctx, page);
      expect((await checkSession(ctx)).user).toBeNull();
      expect(calls).toEqual(['auth.me']);
    }
  });
});
