// The kids' corner's collectables (issue 12, item 3): the three spec activities as missions and
// the stickers a profile keeps. Missions and the quiz are the child's to tick; a detective
// sticker comes only with a measurement the server stored.

import { DETECTIVE_STEPS, type DetectiveStep } from './water/detective-bounds';

/** The spec's three activities, in its order: draw a water hero, water detective, water song. */
export const MISSION_KEYS = ['water-hero', 'water-detective', 'water-song'] as const;
export type MissionKey = (typeof MISSION_KEYS)[number];

export type StickerKey = `mission-${MissionKey}` | 'quiz' | `detective-${DetectiveStep}`;

export const missionSticker = (mission: MissionKey): StickerKey => `mission-${mission}`;
export const detectiveSticker = (step: DetectiveStep): StickerKey => `detective-${step}`;

/** Every sticker in the album, in the order it shows them. */
export const STICKER_KEYS: readonly StickerKey[] = [
  ...MISSION_KEYS.map(missionSticker),
  'quiz',
  ...DETECTIVE_STEPS.map(detectiveSticker),
];
