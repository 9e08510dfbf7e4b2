// The what-if's types, apart from both what-if.ts and what-if-model.ts so that the model's chunk
// can name them without importing the module that loads it (an import circle).
import type { QuestionKey, Responses } from '@wf/scoring';

/** Answers changed for the what-if, by question; a question not listed keeps its saved answer. */
export type Changes = Partial<Record<QuestionKey, string>>;

export interface WhatIf {
  litresPerDay: number;
  totalScore: number;
}

export interface WhatIfResult {
  now: WhatIf;
  /** Null when nothing is changed. */
  changed: WhatIf | null;
  /** Household litres a day saved (now minus changed; negative: more water). */
  litresSavedPerDay: number;
  /** Points gained (changed minus now). */
  pointsGained: number;
}

/**
 * A member of a family (issue 27, item 5): the home's shared uses and the other members' own
 * bathing and brushing, from the plan (GET /api/actions `whatIf`), so that the what-if changes
 * the resident's answers in the household's figure every member sees. Null for a resident alone.
 */
export interface HouseholdWhatIf {
  home: Partial<Responses>;
  others: Partial<Responses>[];
}
