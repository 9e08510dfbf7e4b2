import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { listAuditLog } from '../../domain/audit-log.ts';
import {
  addMeterReading,
  correctMeterReading,
  listMeterReadings,
  removeMeterReading,
} from '../../domain/meter-readings.ts';
import {
  auditLogQuerySchema,
  meterCorrectionSchema,
  meterReadingIdQuerySchema,
} from '../../domain/organiser-schemas.ts';
import { organiserDashboard, profileActivity } from '../../domain/organiser-dashboard.ts';
import { publicUrlStatus } from '../../domain/public-url.ts';
import { adminProcedure, router } from '../init.ts';

// The organiser's dashboard, meter readings and audit log (issue 11, items 5, 6, 7 and 9).
export const organiserRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => organiserDashboard(ctx.deps, ctx.caller)),
  profileActivity: adminProcedure.query(({ ctx }) => profileActivity(ctx.deps, ctx.caller)),
  meterReadings: adminProcedure.query(({ ctx }) => listMeterReadings(ctx.deps, ctx.caller)),
  addMeterReading: adminProcedure
    .input(meterReadingSchema)
    .mutation(({ ctx, input }) => addMeterReading(ctx.deps, ctx.caller, input)),
  correctMeterReading: adminProcedure
    .input(meterCorrectionSchema)
    .mutation(({ ctx, input: { id, ...values } }) =>
      correctMeterReading(ctx.deps, ctx.caller, id, values),
    ),
  removeMeterReading: adminProcedure
    .input(meterReadingIdQuerySchema)
    .mutation(({ ctx, input }) => removeMeterReading(ctx.deps, ctx.caller, input.id)),
  publicUrl: adminProcedure.query(({ ctx }) => publicUrlStatus(ctx.deps, ctx.caller)),
  auditLog: adminProcedure
    .input(auditLogQuerySchema.optional())
    .query(({ ctx, input }) => listAuditLog(ctx.deps, ctx.caller, input ?? {})),
});
