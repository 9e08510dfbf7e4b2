import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorCode, serverMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { RouterOutputs } from '../../../lib/trpc';
import type { Notify } from './AdminMessage';
import { MESSAGE_MS } from './messages';
import type { AdminProfile } from './profiles';

export type ResetLink = RouterOutputs['admin']['resetLink'];

const RESET_LINK_FAILED = 'The reset link could not be created. Please try again.';

/**
 * The administrator's "Reset link" for a resident who forgot their password and gets no mail
 * (issue 14, item 8): the server makes a single-use link, shown here to be handed over.
 */
export function useResetLink(notify: Notify) {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.admin.resetLink.mutationOptions());
  const [link, setLink] = useState<ResetLink | null>(null);
  const [pendingFor, setPendingFor] = useState<number | undefined>(undefined);
  return {
    link,
    /** The profile whose link is being made, if any. */
    pendingFor,
    async create(profile: AdminProfile) {
      if (mutation.isPending) return;
      setPendingFor(profile.id);
      try {
        setLink(await mutation.mutateAsync({ profileId: profile.id }));
      } catch (error) {
        notify(errorCode(error) ? serverMessage(error) : RESET_LINK_FAILED, 'error', MESSAGE_MS);
      } finally {
        setPendingFor(undefined);
      }
    },
    close: () => setLink(null),
  };
}
