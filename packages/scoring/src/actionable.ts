// Which answers advice may ask to change. How many people live at home is a fact about the family,
// not a habit: a child (or anyone) cannot act on "more people means more water", so it is never a
// recommendation on the summary, a tip, an action in the plan or a pledge.

import type { QuestionKey } from './questions';

const NOT_ACTIONABLE: ReadonlySet<QuestionKey> = new Set(['q1_householdSize']);

export function isActionable(key: QuestionKey): boolean {
  return !NOT_ACTIONABLE.has(key);
}
