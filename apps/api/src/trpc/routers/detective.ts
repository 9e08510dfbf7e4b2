import { getDetective, recordReading, removeReading } from '../../domain/detective.ts';
import {
  recordReadingSchema,
  removeReadingSchema,
  detectiveBodySchema,
} from '../../domain/kids-schemas.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';
import { output } from '../output.ts';

export const detectiveRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .output(output(detectiveBodySchema))
    .query(({ ctx, input }) => getDetective(ctx.deps, ctx.caller, input?.userId)),
  record: residentProcedure
    .input(recordReadingSchema)
    .output(output(detectiveBodySchema))
    .mutation(({ ctx, input }) => recordReading(ctx.deps, ctx.caller, input)),
  remove: residentProcedure
    .input(removeReadingSchema)
    .output(output(detectiveBodySchema))
    .mutation(({ ctx, input }) => removeReading(ctx.deps, ctx.caller, input)),
});
