import { DETECTIVE_STEPS, detectiveReadingSchema, measurementsSchema } from '@wf/scoring/water';
import { MISSION_KEYS, STICKER_KEYS, type StickerKey } from '@wf/scoring/kids';
import { z } from 'zod';
import { idSchema } from './schemas.ts';

// The contract of the kids' corner and the water detective (issue 12): inputs both transports
// validate with, and the bodies REST declares (and the OpenAPI document shows).

const missionSchema = z.enum(MISSION_KEYS, {
  error: `mission: must be one of ${MISSION_KEYS.join(', ')}`,
});

export const setMissionSchema = z.strictObject({
  userId: idSchema.optional(),
  mission: missionSchema,
  done: z.boolean({ error: 'done: must be true or false' }),
});

export const completeQuizSchema = z.strictObject({ userId: idSchema.optional() });

export const recordReadingSchema = z.strictObject({
  userId: idSchema.optional(),
  reading: detectiveReadingSchema,
});

export const stepSchema = z.enum(DETECTIVE_STEPS, {
  error: `step: must be one of ${DETECTIVE_STEPS.join(', ')}`,
});

export const removeReadingSchema = z.strictObject({
  userId: idSchema.optional(),
  step: stepSchema,
});

// STICKER_KEYS is typed as a list, not a tuple: the cast keeps the keys' type for the clients.
const stickerSchema = z.enum(
  STICKER_KEYS as readonly StickerKey[] as [StickerKey, ...StickerKey[]],
);

export const kidsBodySchema = z
  .object({
    stickers: z.array(z.object({ sticker: stickerSchema, earnedAt: z.string() })),
    missions: z.array(z.object({ mission: z.enum(MISSION_KEYS), done: z.boolean() })),
    newSticker: stickerSchema.nullable().describe('the sticker this call earned, if any'),
  })
  .meta({ id: 'KidsCorner' });

export const detectiveBodySchema = z
  .object({
    readings: z.array(
      z.object({
        step: stepSchema,
        reading: detectiveReadingSchema,
        measuredAt: z.string(),
        byYou: z.boolean().describe('measured by this profile, not another of the household'),
        measuredBy: z
          .object({ id: z.number().int(), profileName: z.string() })
          .nullable()
          .describe('the household member who measured it; null once that profile is gone'),
      }),
    ),
    measurements: measurementsSchema.describe('what the water model uses instead of its defaults'),
    newSticker: stickerSchema.nullable().describe('the sticker this call earned, if any'),
  })
  .meta({ id: 'WaterDetective' });
