// The language kept with a resident's profile: at sign-in it wins over this browser's choice
// (when the resident ever chose one); a switch while signed in is saved to it.
import { useMutation } from '@tanstack/react-query';
import { isLanguage } from '@wf/scoring/language';
import type { Language } from '@wf/scoring/language';
import { useQueryContext } from '../lib/queries';
import type { RouterContext } from '../lib/router-context';
import { chooseLanguage, currentLanguage } from './language';

export type SaveLanguage = (language: Language) => Promise<unknown>;

/** Saves a language to the signed-in resident's profile. */
export function useSaveProfileLanguage(): SaveLanguage {
  const { trpc, queryClient } = useQueryContext();
  const save = useMutation(trpc.users.setLanguage.mutationOptions());
  return async (language) => {
    await save.mutateAsync({ language });
    queryClient.setQueryData(trpc.users.language.queryKey(), { language });
  };
}

/**
 * After sign-in or signup: the profile's language becomes this browser's too; a profile that
 * never chose one keeps the language the reader is using now. Never in the way of signing in: a
 * failure leaves the screens as they are.
 */
export async function adoptProfileLanguage(
  { queryClient, trpc }: RouterContext,
  save: SaveLanguage,
): Promise<void> {
  try {
    const { language } = await queryClient.fetchQuery(trpc.users.language.queryOptions());
    if (isLanguage(language)) {
      if (language !== currentLanguage()) await chooseLanguage(language);
    } else {
      await save(currentLanguage());
    }
  } catch {
    // Offline, or Hindi could not be fetched: the browser's choice stays.
  }
}
