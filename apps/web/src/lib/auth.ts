import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import {
  SESSION_ENDED,
  clearQuestionnaireDrafts,
  clearSession,
  readSession,
  writeSession,
} from './session';
import { i18n } from '../i18n/i18n';
import { useTRPC } from './trpc';
import type { User } from './trpc';

export interface SessionCheck {
  user: User | null;
  /**
   * Why a signed-in screen goes to /login, for the login page to say (issue 13): the check failed
   * (no answer, or a server error), or this browser had a session the server no longer knows.
   * Null when nobody was signed in here: then /login needs no explanation.
   */
  notice: { notice: string; noticeTone: 'warning' | 'info' } | null;
}

/**
 * Asks the server who is signed in (auth.me), keeping the local copy in step with the answer.
 * No user when there is no session or the check fails: both mean "go to /login".
 *
 * With a signed-in answer already cached, it returns that at once (no wait between screens) and
 * re-asks the server in the background; useSessionGuard redirects if the session has ended.
 */
export async function checkSession(
  { queryClient, trpc }: RouterContext,
  { preload = false }: { preload?: boolean } = {},
): Promise<SessionCheck> {
  const options = trpc.auth.me.queryOptions();
  const cached = queryClient.getQueryData(options.queryKey);
  if (cached?.user) {
    // Hover preloads trust the cache; a real navigation re-asks the server.
    if (!preload) void queryClient.prefetchQuery({ ...options, staleTime: 0 });
    return { user: cached.user, notice: null };
  }
  const hadSession = readSession() !== null;
  try {
    const { user } = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    if (user) writeSession(user);
    else clearSession();
    const ended = !user && hadSession;
    return { user, notice: ended ? { notice: SESSION_ENDED, noticeTone: 'info' } : null };
  } catch {
    // The spec's rule stands (a failed profile load goes to /login); the page says why.
    clearSession();
    return {
      user: null,
      // In English, like every notice: the login page shows it in the reader's language.
      notice: { notice: i18n.t('failures:unreachable', { lng: 'en' }), noticeTone: 'warning' },
    };
  }
}

/**
 * Mounted by the signed-in layouts: keeps the local profile copy equal to the server's answer and,
 * as soon as the server says there is no session any more, clears it and goes to /login.
 */
export function useSessionGuard(): void {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const me = useQuery(trpc.auth.me.queryOptions());
  const user = me.data?.user;
  const ended = me.data !== undefined && me.data.user === null;

  useEffect(() => {
    if (user) writeSession(user);
  }, [user]);

  useEffect(() => {
    if (!ended) return;
    clearSession();
    void navigate({ to: '/login', state: { notice: SESSION_ENDED, noticeTone: 'info' } });
  }, [ended, navigate]);
}

/** Remembers a freshly signed-in user: local copy and the auth.me cache. */
export function rememberUser({ queryClient, trpc }: RouterContext, user: User): void {
  writeSession(user);
  queryClient.setQueryData(trpc.auth.me.queryKey(), { user });
}

/** Forgets the user everywhere in the browser: local copy and every cached query. */
function forgetUser({ queryClient, trpc }: RouterContext): void {
  clearSession();
  queryClient.removeQueries();
  queryClient.setQueryData(trpc.auth.me.queryKey(), { user: null });
}

/**
 * The signed-in user for display inside resident screens: the server's answer (already cached
 * by the layout's guard), falling back to the local copy while it loads.
 */
export function useCurrentUser(): User | null {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  return me.data?.user ?? readSession();
}

/** Logout: end the server session, clear the local copy, go to the landing page. */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(trpc.auth.logout.mutationOptions());
  return {
    pending: mutation.isPending,
    async logout() {
      try {
        await mutation.mutateAsync();
      } catch {
        // Even if the server could not be reached, the browser forgets the user.
      }
      clearSession();
      clearQuestionnaireDrafts();
      // Loaded here rather than imported: the queue is the questionnaire's, not every screen's.
      await import('./offline-submissions').then((queue) => queue.clearQueuedSubmissions());
      // Leave the signed-in screens first, so their session guard does not send us to /login.
      await navigate({ to: '/' });
      forgetUser({ queryClient, trpc });
    },
  };
}
