import { QUESTION_KEYS } from '@wf/scoring';
import {
  ASSUMPTIONS,
  DIRECT_CATEGORY_KEYS,
  MEASUREMENT_KEYS,
  pledgeSchema,
  targetPercentSchema,
  VIRTUAL_CATEGORY_KEYS,
} from '@wf/scoring/water';
import { responsesSchema } from '@wf/scoring';
import { homeFactsSchema } from '@wf/scoring/water/home-facts';
import { z } from 'zod';
import { idSchema } from './schemas.ts';

// The contract of litres, pledges and the goal (issue 10): inputs both transports validate
// with, and the bodies REST declares (and the OpenAPI document shows). Numbers are unrounded.

export const previewSchema = z.strictObject({ responses: responsesSchema });

/** The model's pledge, and at most one's own id (pledges are made only for oneself). */
export const createPledgeSchema = pledgeSchema.safeExtend({ userId: idSchema.optional() });

export const removePledgeSchema = z.strictObject({ id: idSchema });

export const setGoalSchema = z.strictObject({
  userId: idSchema.optional(),
  targetPercent: targetPercentSchema,
});

const litres = z.number().describe('litres a day, unrounded');

const category = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({ key: z.enum(keys), litresPerDay: litres, low: litres, high: litres });

export const footprintSchema = z
  .object({
    attemptId: z.number().int().nullable().describe('the attempt it is of; null for a preview'),
    createdAt: z.string().nullable(),
    householdSize: z.number().int().describe("Q1, '5+' counted as 5"),
    direct: z.object({
      litresPerDay: litres.describe('the whole household, from its taps'),
      perPersonPerDay: litres,
      low: litres,
      high: litres,
      perPersonLow: litres,
      perPersonHigh: litres,
      categories: z.array(category(DIRECT_CATEGORY_KEYS)),
    }),
    virtual: z
      .object({
        perPersonPerDay: litres,
        low: litres,
        high: litres,
        categories: z.array(category(VIRTUAL_CATEGORY_KEYS)),
      })
      .describe('water in food, drinks, clothes and fuel, per person; never added to direct'),
    benchmarks: z.object({
      normPerPersonPerDay: z.number(),
      metroMeasuredPerPersonPerDay: z.number(),
    }),
    measured: z.array(z.enum(MEASUREMENT_KEYS)),
    assumptions: z
      .array(z.enum(ASSUMPTIONS))
      .describe('what the model assumed because the answers did not say it (bathingMinimum)'),
    homeFacts: homeFactsSchema.describe(
      'the home facts the footprint was computed with: only those given ({} is the usual reading)',
    ),
  })
  .meta({ id: 'Footprint' });

export const footprintBodySchema = z.object({ footprint: footprintSchema.nullable() });

export const previewBodySchema = z.object({
  footprint: footprintSchema,
  scores: z.object({
    totalScore: z.number().int(),
    directScore: z.number().int(),
    indirectScore: z.number().int(),
  }),
});

export const actionSchema = z
  .object({
    questionKey: z.enum(QUESTION_KEYS),
    currentAnswer: z.string(),
    betterAnswer: z.string(),
    litresSavedPerDay: litres.describe('household direct litres a day saved'),
    virtualLitresSavedPerDay: litres,
    pointsGained: z.number().int(),
    kind: z.enum(['habit', 'fix']),
    doer: z
      .enum(['me', 'grownUps'])
      .describe('me: a child can do it alone; grownUps: needs a grown-up'),
    title: z.string(),
    pledge: z.string().describe('"I will ..."'),
  })
  .meta({ id: 'Action' });

/** Several changes taken together, by the model on the combined answers (never a sum). */
export const combinedSavingSchema = z
  .object({
    count: z.number().int().nonnegative(),
    litresSavedPerDay: litres.describe(
      'household direct litres a day saved by all of them together',
    ),
  })
  .meta({ id: 'CombinedSaving' });

const someAnswers = z.record(z.string(), z.string());

/** What the plan's what-if needs for household figures (docs/households.md). */
export const householdWhatIfSchema = z
  .object({
    home: someAnswers.describe(
      'the home’s shared uses: the household’s latest answers without anyone’s own bathing and brushing',
    ),
    others: z
      .array(someAnswers)
      .describe('each other member who answered: only their own bathing and brushing answers'),
  })
  .meta({ id: 'HouseholdWhatIf' });

export const actionsBodySchema = z.object({
  actions: z.array(actionSchema),
  combined: combinedSavingSchema.describe('the first min(5, actions) actions taken together'),
  whatIf: householdWhatIfSchema
    .nullable()
    .describe(
      'for a member of a family: what the what-if needs to show the household’s figure with the member’s answers changed; null when the member is the only one who answered',
    ),
});

export const pledgeBodySchema = z
  .object({
    id: z.number().int(),
    questionKey: z.enum(QUESTION_KEYS),
    betterAnswer: z.string(),
    status: z.enum(['open', 'kept', 'not_kept']),
    progress: z
      .enum(['open', 'kept', 'partial', 'not_kept'])
      .describe('partial: not kept, but its answer moved toward it and saved litres'),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    litresSavedPerDay: litres.nullable().describe("its own answer's change, once resolved"),
    title: z.string(),
    pledge: z.string(),
    pledgedBy: z
      .object({ id: z.number().int(), profileName: z.string() })
      .describe('The household member who pledged it (the list shows every member’s)'),
  })
  .meta({ id: 'Pledge' });

export const pledgesBodySchema = z.object({
  pledges: z.array(pledgeBodySchema),
  kept: combinedSavingSchema.describe(
    'the pledges the latest attempt resolved as kept, their saving together',
  ),
});
export const createdPledgeBodySchema = pledgesBodySchema.extend({ pledge: pledgeBodySchema });
export const createdPledgeSchema = z.object({ pledge: pledgeBodySchema });
export const pledgeRemovedSchema = z.object({ success: z.boolean() });
export const removedPledgeBodySchema = pledgesBodySchema.extend({ success: z.literal(true) });

export const goalBodySchema = z.object({
  goal: z
    .object({
      targetPercent: z.number().int(),
      baselineLitresPerDay: litres,
      createdAt: z.string(),
    })
    .nullable(),
  progress: z
    .object({
      targetLitresPerDay: litres,
      savedLitresPerDay: litres,
      litresToGo: litres,
      progress: z.number().describe('0 to 1'),
      reached: z.boolean(),
    })
    .nullable(),
});

// The litres of the score summary and over time (tRPC only).

const attemptLitresSchema = z.object({
  attemptId: z.number().int(),
  createdAt: z.string(),
  totalScore: z.number().int(),
  directScore: z.number().int(),
  indirectScore: z.number().int(),
  footprint: footprintSchema,
});

export const waterSummarySchema = z.object({
  latest: attemptLitresSchema.nullable(),
  previous: attemptLitresSchema.nullable(),
  change: z
    .object({
      litresPerDay: litres,
      litresSavedPerDay: litres,
      perPersonPerDay: litres,
      virtualPerPersonPerDay: litres,
      points: z.object({
        total: z.number().int(),
        direct: z.number().int(),
        indirect: z.number().int(),
      }),
    })
    .nullable()
    .describe('latest minus previous; null without two attempts with answers'),
  resolvedPledges: z.array(pledgeBodySchema),
  keptPledges: combinedSavingSchema.describe(
    'the pledges the latest attempt resolved as kept, their saving together (the model on their answers combined)',
  ),
});

export const waterHistorySchema = z.array(
  z.object({
    attemptId: z.number().int(),
    createdAt: z.string(),
    totalScore: z.number().int(),
    litresPerDay: litres,
    perPersonPerDay: litres,
  }),
);
