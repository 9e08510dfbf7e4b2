// The older 23-question numbering still used by the PDF report. It predates the wash-by-hand
// (q6, q7), bathtub (q10, q11), bucket (q12, q13) and vehicle (q14, q15) questions.

import type { QuestionKey } from './questions';

export type ReportGroup =
  'Direct Water Use' | 'Water Saving Features' | 'Indirect Water Use' | 'Awareness and Engagement';

export interface ReportQuestion {
  reportNumber: number;
  key: QuestionKey;
  group: ReportGroup;
}

export const REPORT_GROUPS: readonly ReportGroup[] = [
  'Direct Water Use',
  'Water Saving Features',
  'Indirect Water Use',
  'Awareness and Engagement',
];

const GROUPED: readonly (readonly [ReportGroup, readonly QuestionKey[]])[] = [
  [
    'Direct Water Use',
    [
      'q1_householdSize',
      'q2_laundryFrequency',
      'q3_laundryFullLoads',
      'q4_dishwasherFrequency',
      'q5_dishwasherFullLoads',
      'q8_showerDuration',
      'q9_showerFrequency',
    ],
  ],
  [
    'Water Saving Features',
    [
      'q16_tapWhileBrushing',
      'q17_leakyFaucets',
      'q18_faucetAerators',
      'q19_waterSavingFlush',
      'q20_roWasteWater',
      'q21_plantWatering',
      'q22_dripIrrigation',
    ],
  ],
  [
    'Indirect Water Use',
    [
      'q23_meatConsumption',
      'q24_coffeeConsumption',
      'q25_clothingPurchase',
      'q26_clothingMaterials',
      'q27_commuteMethod',
    ],
  ],
  [
    'Awareness and Engagement',
    [
      'q28_conservationImportance',
      'q29_awareOfFootprint',
      'q30_conservationActions',
      'q31_tipsInterest',
    ],
  ],
];

// Numbered by position, so the numbering stays continuous 1..23 by construction.
export const REPORT_QUESTIONS: readonly ReportQuestion[] = GROUPED.flatMap(([group, keys]) =>
  keys.map((key) => ({ key, group })),
).map((entry, index) => ({ reportNumber: index + 1, ...entry }));

/** The report number of a current question, or undefined for the eight newer ones. */
export function reportNumberOf(key: QuestionKey): number | undefined {
  return REPORT_QUESTIONS.find((q) => q.key === key)?.reportNumber;
}
