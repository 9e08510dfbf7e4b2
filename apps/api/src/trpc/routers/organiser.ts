import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { listAuditLog } from '../../domain/audit-log.ts';
import {
  addMeterReading,
  correctMeterReading,
  listMeterReadings,
  removeMeterReading,
} from '../../domain/meter-readings.ts';
import {
  campaignNextOf,
  organiserDashboard,
  profileActivity,
} from '../../domain/organiser-dashboard.ts';
import { publicUrlStatus } from '../../domain/public-url.ts';
import { adminProcedure, router } from '../init.ts';
import { output } from '../output.ts';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditLogQuerySchema,
  campaignNextSchema,
  meterCorrectionSchema,
  meterReadingIdQuerySchema,
  meterReadingRecordSchema,
  organiserDashboardSchema,
  profileActivitySchema,
} from '../../domain/organiser-schemas.ts';

// The organiser's dashboard, meter readings and audit log (issue 11, items 5, 6, 7 and 9).
export const organiserRouter = router({
  dashboard: adminProcedure
    .output(output(organiserDashboardSchema))
    .query(({ ctx }) => organiserDashboard(ctx.deps, ctx.caller)),
  campaignNext: adminProcedure
    .output(output(campaignNextSchema))
    .query(({ ctx }) => campaignNextOf(ctx.deps, ctx.caller)),
  profileActivity: adminProcedure
    .output(output(profileActivitySchema))
    .query(({ ctx }) => profileActivity(ctx.deps, ctx.caller)),
  meterReadings: adminProcedure
    .output(output(z.array(meterReadingRecordSchema)))
    .query(({ ctx }) => listMeterReadings(ctx.deps, ctx.caller)),
  addMeterReading: adminProcedure
    .input(meterReadingSchema)
    .output(output(meterReadingRecordSchema))
    .mutation(({ ctx, input }) => addMeterReading(ctx.deps, ctx.caller, input)),
  correctMeterReading: adminProcedure
    .input(meterCorrectionSchema)
    .output(output(meterReadingRecordSchema))
    .mutation(({ ctx, input: { id, ...values } }) =>
      correctMeterReading(ctx.deps, ctx.caller, id, values),
    ),
  removeMeterReading: adminProcedure
    .input(meterReadingIdQuerySchema)
    .output(output(meterReadingRecordSchema))
    .mutation(({ ctx, input }) => removeMeterReading(ctx.deps, ctx.caller, input.id)),
  publicUrl: adminProcedure
    .output(output(z.object({ publicUrl: z.string(), local: z.boolean() })))
    .query(({ ctx }) => publicUrlStatus(ctx.deps, ctx.caller)),
  auditLog: adminProcedure
    .input(auditLogQuerySchema.optional())
    .output(output(z.array(auditEntrySchema)))
    .query(({ ctx, input }) => listAuditLog(ctx.deps, ctx.caller, input ?? {})),
});
