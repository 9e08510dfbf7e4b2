// The writes of the kids' corner and the water detective, with what each refreshes.
import { useMutation } from '@tanstack/react-query';
import { useQueryContext } from './queries';
import type { RouterOutputs } from './trpc';

export type KidsState = RouterOutputs['kids']['get'];
export type DetectiveState = RouterOutputs['detective']['get'];
export type StoredReading = DetectiveState['readings'][number];

/** Tick missions and finish the quiz; the sticker book is read again after each. */
export function useKidsMutations() {
  const { trpc, queryClient } = useQueryContext();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.kids.pathKey() });
  const setMission = useMutation(trpc.kids.setMission.mutationOptions({ onSettled: refresh }));
  const completeQuiz = useMutation(trpc.kids.completeQuiz.mutationOptions({ onSettled: refresh }));
  return { setMission, completeQuiz };
}

/**
 * Store and forget readings. A reading changes every footprint of the household (summary,
 * dashboard, plan) and earns a sticker, so every read is asked again.
 */
export function useDetectiveMutations() {
  const { trpc, queryClient } = useQueryContext();
  const refresh = () => queryClient.invalidateQueries();
  const record = useMutation(trpc.detective.record.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.detective.remove.mutationOptions({ onSettled: refresh }));
  return { record, remove };
}
