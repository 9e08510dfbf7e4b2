import { eq, isNotNull, or } from 'drizzle-orm';
import { scores } from '@wf/db/schema';

/**
 * countsForBoards (@wf/scoring) as a SQL condition on `scores`: questionnaire attempts, and
 * imported ones that came with answers (checked and rescored at import). Keep the two in step.
 */
export const countsForBoardsSql = or(
  eq(scores.fromOlderVersion, false),
  isNotNull(scores.responses),
);
