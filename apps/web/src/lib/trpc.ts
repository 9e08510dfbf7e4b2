import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
// Type only: nothing of the server ends up in the browser bundle.
import type { AppRouter } from '@wf/api';
import { TRPC_URL } from './trpc-url';

export type { AppRouter };
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Trpc = TRPCOptionsProxy<AppRouter>;

/** The signed-in user as the server describes it. */
export type User = NonNullable<RouterOutputs['auth']['me']['user']>;
export type ScoreRecord = RouterOutputs['scores']['history'][number];

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/**
 * tRPC is mounted on the same origin at /trpc. The session travels in an HttpOnly cookie, which
 * fetch sends for same-origin requests by default (credentials: 'same-origin').
 */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: TRPC_URL })],
  });
}
