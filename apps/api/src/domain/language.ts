// The screens' language a resident keeps with their profile (issue 12): saved when they switch
// while signed in, and applied at sign-in over the browser's own choice. Only the resident
// reads or changes it.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles } from '@wf/db/schema';
import { LANGUAGES, isLanguage } from '@wf/scoring/language';
import type { Language } from '@wf/scoring/language';
import type { SessionProfile } from './sessions.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';

export const setLanguageSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}` }),
});

/** The profile's language, or null when the resident never chose one. */
/** The profile's language as tRPC answers it: null until one is chosen. */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES).nullable() });
export const setLanguageBodySchema = z.object({ language: z.enum(LANGUAGES) });

export function profileLanguage(deps: Deps, caller: SessionProfile): { language: Language | null } {
  const profile = deps.store.statements.profileById.get({ id: caller.id });
  if (!profile) throw errors.notFound('Profile not found');
  return { language: isLanguage(profile.language) ? profile.language : null };
}

export function setProfileLanguage(
  deps: Deps,
  caller: SessionProfile,
  language: Language,
): { language: Language } {
  deps.store.write(({ db }) => {
    const changed = db
      .update(profiles)
      .set({ language })
      .where(eq(profiles.id, caller.id))
      .run().changes;
    if (changed !== 1) throw errors.notFound('Profile not found');
  });
  return { language };
}
