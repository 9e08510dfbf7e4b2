import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import '@wf/ui/tokens.css';
import './styles/app.css';
import { createQueryClient } from './lib/query-client';
import { clearSession } from './lib/session';
import { TRPCProvider, createTrpcClient } from './lib/trpc';
import type { AppRouter } from './lib/trpc';
import { createAppRouter } from './router';
import { registerServiceWorker } from './lib/service-worker';
import { startLanguage } from './i18n/language';
import { loadFirstScreen } from './lib/first-screen';

const queryClient = createQueryClient({
  onSessionLost(source) {
    // The server is the authority: once it says the session is gone, forget the local copy.
    clearSession();
    // A screen's data failed: mark the user signed out; the signed-in layouts' session guard
    // then goes to /login. A failed action (a mutation) is reported by the screen itself.
    if (source === 'query') queryClient.setQueryData(trpc.auth.me.queryKey(), { user: null });
  },
});
const trpcClient = createTrpcClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
const router = createAppRouter({ queryClient, trpc });

/**
 * The start is a function, not top-level await: a module that awaits at the top holds back every
 * dynamic import of a chunk that imports it, and the bundler's chunks import this entry (the
 * stylesheet's place in the module order), so a screen's chunk could not load until the wait for
 * that same screen gave up (lib/first-screen.ts: a second on every first visit).
 */
async function start() {
  // The remembered language first (Hindi's texts are fetched when chosen), so the first screen is in it.
  await startLanguage();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // The first screen is loaded before React renders (the HTML's frame is on screen meanwhile) and
  // then mounted in a transition: React renders it in slices instead of one long blocking task.
  await loadFirstScreen(router);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );

  registerServiceWorker();
}

void start();
