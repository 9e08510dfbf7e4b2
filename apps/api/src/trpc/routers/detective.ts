import { getDetective, recordReading, removeReading } from '../../domain/detective.ts';
import { recordReadingSchema, removeReadingSchema } from '../../domain/kids-schemas.ts';
import { userQuerySchema } from '../../domain/schemas.ts';
import { residentProcedure, router } from '../init.ts';

export const detectiveRouter = router({
  get: residentProcedure
    .input(userQuerySchema.optional())
    .query(({ ctx, input }) => getDetective(ctx.deps, ctx.caller, input?.userId)),
  record: residentProcedure
    .input(recordReadingSchema)
    .mutation(({ ctx, input }) => recordReading(ctx.deps, ctx.caller, input)),
  remove: residentProcedure
    .input(removeReadingSchema)
    .mutation(({ ctx, input }) => removeReading(ctx.deps, ctx.caller, input)),
});
