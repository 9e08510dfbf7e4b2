import { completeQuizSchema, setMissionSchema } from '../../domain/kids-schemas.ts';
import { completeQuiz, getKids, setMission } from '../../domain/kids.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const kidsRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => getKids(ctx.deps, ctx.caller, input?.userId)),
  setMission: residentProcedure
    .input(setMissionSchema)
    .mutation(({ ctx, input }) => setMission(ctx.deps, ctx.caller, input)),
  completeQuiz: residentProcedure
    .input(completeQuizSchema.optional())
    .mutation(({ ctx, input }) => completeQuiz(ctx.deps, ctx.caller, input ?? {})),
});
