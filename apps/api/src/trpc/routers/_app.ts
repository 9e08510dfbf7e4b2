import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { publicProcedure, router } from '../init.ts';
import { adminRouter } from './admin.ts';
import { analyticsRouter } from './analytics.ts';
import { authRouter } from './auth.ts';
import { detectiveRouter } from './detective.ts';
import { goalRouter } from './goal.ts';
import { householdRouter } from './household.ts';
import { kidsRouter } from './kids.ts';
import { organiserRouter } from './organiser.ts';
import { pledgesRouter } from './pledges.ts';
import { remindersRouter } from './reminders.ts';
import { scoresRouter } from './scores.ts';
import { usersRouter } from './users.ts';
import { waterRouter } from './water.ts';
import { z } from 'zod';
import { output } from '../output.ts';

const HEALTHY = Object.freeze({ ok: true as const });

export const appRouter = router({
  auth: authRouter,
  scores: scoresRouter,
  analytics: analyticsRouter,
  users: usersRouter,
  admin: adminRouter,
  water: waterRouter,
  pledges: pledgesRouter,
  goal: goalRouter,
  kids: kidsRouter,
  detective: detectiveRouter,
  household: householdRouter,
  organiser: organiserRouter,
  reminders: remindersRouter,
  // Does nothing: the baseline of the tRPC surface in the benchmarks, and a liveness probe. One
  // answer object, so its output is checked once (trpc/output.ts).
  health: publicProcedure.output(output(z.object({ ok: z.literal(true) }))).query(() => HEALTHY),
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
