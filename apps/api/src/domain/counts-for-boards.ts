import { eq } from 'drizzle-orm';
import { scores } from '@wf/db/schema';

/**
 * countsForBoards (@wf/scoring) as a SQL condition on `scores`: attempts taken here only, never
 * imported ones (issue 27, item 9). Keep the two in step.
 * A module of its own, importing only the schema: the prepared statements (statements.ts) and
 * the boards (boards.ts) both need it, and the boards depend on the store, which prepares the
 * statements.
 */
export const countsForBoardsSql = eq(scores.fromOlderVersion, false);
