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
import {
  clearLogoutPending,
  dropQueuedAttempts,
  isLogoutPending,
  markLogoutPending,
} from './shared-phone';
import { showToast } from './toasts';
import { useTRPC } from './trpc';
import type { User } from './trpc';

/**
 * Tells the server about a pending logout (./shared-phone-online.ts, fetched now: a pending logout
 * is rare); false while it cannot be reached, or offline before that module was ever cached.
 */
function sendPendingLogout(): Promise<boolean> {
  return import('./shared-phone-online').then(
    (m) => m.sendPendingLogoutNow(),
    () => false,
  );
}

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
  // A logout pressed offline on a shared phone (issue 27, item 8): the server hears it before any
  // signed-in screen shows; while it cannot, nobody is signed in here, whatever the cookie says.
  if (isLogoutPending()) {
    const told = await sendPendingLogout();
    queryClient.removeQueries();
    clearSession();
    if (!told) return { user: null, notice: null };
  }
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
  // Signing in ended this browser's earlier session on the server: nothing is left to tell it.
  clearLogoutPending();
  void import('./shared-phone-online').then((m) => m.dropOthersQueuedAttempts(user.id));
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
  // 'always': a paused mutation (offline) would never settle, and the phone would stay signed in.
  const mutation = useMutation({ ...trpc.auth.logout.mutationOptions(), networkMode: 'always' });
  return {
    pending: mutation.isPending,
    async logout() {
      // Noted first: the page may close before the server answers.
      markLogoutPending(sendPendingLogout);
      let heard = true;
      try {
        await mutation.mutateAsync();
        clearLogoutPending();
      } catch {
        heard = false;
        // Not reached (offline on the shared phone): signed out here at once, and the server is
        // told on the next connection, before any screen shows (checkSession).
        showToast(i18n.t('common:sharedPhone.signedOutOffline'), 'info', 10_000);
      }
      clearSession();
      clearQuestionnaireDrafts();
      dropQueuedAttempts();
      if (!heard) {
        // Offline, the app cannot route to another screen (their code and texts load on demand):
        // the page is replaced by /login, which the service worker's shell serves offline, so the
        // previous resident's screen does not stay in view.
        forgetUser({ queryClient, trpc });
        window.location.assign('/login');
        return;
      }
      // Leave the signed-in screens first, so their session guard does not send us to /login.
      await navigate({ to: '/' });
      forgetUser({ queryClient, trpc });
    },
  };
}
