import { completeQuizSchema, setMissionSchema, kidsBodySchema } from '../../domain/kids-schemas.ts';
import { completeQuiz, getKids, setMission } from '../../domain/kids.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const kidsRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(kidsBodySchema))
    .query(({ ctx, input }) => getKids(ctx.deps, ctx.caller, input?.userId)),
  setMission: residentProcedure
    .input(setMissionSchema)
    .output(output(kidsBodySchema))
    .mutation(({ ctx, input }) => setMission(ctx.deps, ctx.caller, input)),
  completeQuiz: residentProcedure
    .input(completeQuizSchema.optional())
    .output(output(kidsBodySchema))
    .mutation(({ ctx, input }) => completeQuiz(ctx.deps, ctx.caller, input ?? {})),
});
