import { meterReadingSchema } from '@wf/scoring/meter-readings';
import { listAuditLog } from '../../domain/audit-log.ts';
import { addMeterReading, listMeterReadings } from '../../domain/meter-readings.ts';
import { organiserDashboard, profileActivity } from '../../domain/organiser-dashboard.ts';
import { adminProcedure, router } from '../init.ts';
import { output } from '../output.ts';
import { z } from 'zod';
import {
  auditEntrySchema,
  meterReadingRecordSchema,
  organiserDashboardSchema,
  profileActivitySchema,
} from '../../domain/organiser-schemas.ts';

// The organiser's dashboard, meter readings and audit log (issue 11, items 5, 6, 7 and 9).
export const organiserRouter = router({
  dashboard: adminProcedure
    .output(output(organiserDashboardSchema))
    .query(({ ctx }) => organiserDashboard(ctx.deps, ctx.caller)),
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
  auditLog: adminProcedure
    .output(output(z.array(auditEntrySchema)))
    .query(({ ctx }) => listAuditLog(ctx.deps, ctx.caller)),
});
