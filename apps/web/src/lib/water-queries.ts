// The water figures' types, and the writes of the plan (pledges, goal) with what they refresh.
// The reads are in queries.ts with the others.
import { useMutation } from '@tanstack/react-query';
import { useQueryContext } from './queries';
import type { RouterOutputs } from './trpc';

export type WaterSummary = RouterOutputs['water']['summary'];
export type PledgeRecord = RouterOutputs['pledges']['list']['pledges'][number];
export type GoalState = RouterOutputs['goal']['get'];
export type HistoryLitres = RouterOutputs['water']['history'][number];

/** Make and take back "I will..." promises; the list is read again after each. */
export function usePledgeMutations() {
  const { trpc, queryClient } = useQueryContext();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.pledges.pathKey() });
  const create = useMutation(trpc.pledges.create.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.pledges.remove.mutationOptions({ onSettled: refresh }));
  return { create, remove };
}

/** Set and clear the family goal; the goal is read again after each. */
export function useGoalMutations() {
  const { trpc, queryClient } = useQueryContext();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.goal.pathKey() });
  const set = useMutation(trpc.goal.set.mutationOptions({ onSettled: refresh }));
  const clear = useMutation(trpc.goal.clear.mutationOptions({ onSettled: refresh }));
  return { set, clear };
}
