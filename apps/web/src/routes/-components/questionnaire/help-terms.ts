// Which questions get a "What's this?" explanation, and of which hard word. The texts are in the
// 'questionnaire-help' catalogues (terms.<term>); the drawings in HelpPicture.tsx. A word gets
// its explanation once, at the first question that uses it.
import type { QuestionKey } from '@wf/scoring';

export const HELP_TERMS = [
  'dishwasher',
  'vessels',
  'bucketBath',
  'aerator',
  'dualFlush',
  'roPurifier',
  'dripIrrigation',
] as const;

export type HelpTerm = (typeof HELP_TERMS)[number];

export const HELP_OF_QUESTION: Partial<Record<QuestionKey, HelpTerm>> = {
  q4_dishwasherFrequency: 'dishwasher',
  q6_washVesselsByHandFrequency: 'vessels',
  q12_bucketAmount: 'bucketBath',
  q18_faucetAerators: 'aerator',
  q19_waterSavingFlush: 'dualFlush',
  q20_roWasteWater: 'roPurifier',
  q22_dripIrrigation: 'dripIrrigation',
};
