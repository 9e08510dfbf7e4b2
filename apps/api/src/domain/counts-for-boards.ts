import { eq, isNotNull, or } from 'drizzle-orm';
import { scores } from '@wf/db/schema';

/**
 * countsForBoards (@wf/scoring) as a SQL condition on `scores`: questionnaire attempts, and
 * imported ones that came with answers (checked and rescored at import). Keep the two in step.
 * A module of its own, importing only the schema: the prepared statements (statements.ts) and
 * the boards (boards.ts) both need it, and the boards depend on the store, which prepares the
 * statements.
 */
export const countsForBoardsSql = or(
  eq(scores.fromOlderVersion, false),
  isNotNull(scores.responses),
);
