// "Show my name in community reports" (issue 28, item 2): the community report PDF names a
// resident only when they took part and turned this on; everyone else is counted, never named.
// Only the resident reads or changes it (the administrator cannot choose for them).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles } from '@wf/db/schema';
import type { SessionProfile } from './sessions.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';

export const setReportNameSchema = z.strictObject({
  showNameInReports: z.boolean({ error: 'showNameInReports must be true or false' }),
});
export const reportNameBodySchema = z.object({ showNameInReports: z.boolean() });

export function reportNameChoice(
  deps: Deps,
  caller: SessionProfile,
): { showNameInReports: boolean } {
  const profile = deps.store.statements.profileById.get({ id: caller.id });
  if (!profile) throw errors.notFound('Profile not found');
  return { showNameInReports: profile.showNameInReports };
}

export function setReportNameChoice(
  deps: Deps,
  caller: SessionProfile,
  showNameInReports: boolean,
): { showNameInReports: boolean } {
  deps.store.write(({ db }) => {
    const changed = db
      .update(profiles)
      .set({ showNameInReports })
      .where(eq(profiles.id, caller.id))
      .run().changes;
    if (changed !== 1) throw errors.notFound('Profile not found');
  });
  return { showNameInReports };
}
