import { desc, eq } from 'drizzle-orm';
import { BOM, csvField } from '../exports/csv.ts';
import { formatMoment } from '../exports/pdf.ts';
import type { Database } from '@wf/db/client';
import { auditLog, profiles, type AuditLogRow } from '@wf/db/schema';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import type { SessionProfile } from './sessions.ts';

// The administrator's audit log (issue 11, item 9). An entry is written inside the same
// transaction as the act it records, so there is never an act without its entry or an entry
// for an act that was rolled back. It keeps names, never links or tokens.

export type AuditAction = AuditLogRow['action'];

export const AUDIT_LOG_LIMIT = 200;

/** Records `action` on `subject` by `actor`; call it inside the act's write transaction. */
export function recordAudit(
  db: Database,
  actor: SessionProfile,
  action: AuditAction,
  subject: string,
): void {
  db.insert(auditLog)
    .values({ actorId: actor.id, actorName: actor.profileName, action, subject })
    .run();
}

/**
 * Records a write the administrator made on a resident's behalf (`userId` of another profile):
 * nothing when the caller wrote their own data. Call it inside the write's transaction.
 */
export function recordOnBehalf(
  db: Database,
  caller: SessionProfile,
  profileId: number,
  what: string,
): void {
  if (profileId === caller.id) return;
  const name = db
    .select({ name: profiles.profileName })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .get()?.name;
  recordAudit(db, caller, 'on_behalf', `${what} for ${name ?? 'a profile'} (id ${profileId})`);
}

/** Records an act that writes nothing else (an export starting): a transaction of its own. */
export function recordAuditAlone(
  deps: Deps,
  actor: SessionProfile,
  action: AuditAction,
  subject: string,
): void {
  authorizeAdmin(actor);
  deps.store.write(({ db }) => recordAudit(db, actor, action, subject));
}

/** Which entries to show: one action, or all when none is named. */
export interface AuditFilter {
  action?: AuditAction | undefined;
}

function entries(deps: Deps, filter: AuditFilter, limit?: number) {
  const query = deps.store.db
    .select()
    .from(auditLog)
    .where(filter.action ? eq(auditLog.action, filter.action) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return (limit === undefined ? query : query.limit(limit)).all();
}

/**
 * The whole log (or one action's entries), newest first, as CSV: every time in the community's
 * zone with its name ("2026-10-29 00:25 IST", as the PDFs print), cells neutralised as in the
 * other CSV exports. The download is itself an export, and audited as one.
 */
export function auditLogCsv(
  deps: Deps,
  caller: SessionProfile,
  filter: AuditFilter,
  now: Date = new Date(),
): { fileName: string; body: string } {
  authorizeAdmin(caller);
  const zone = deps.config.TIME_ZONE;
  const fileName = `audit_log${filter.action ? `_${filter.action}` : ''}_${now.toISOString().slice(0, 10)}.csv`;
  const rows = [
    [`When (${zone})`, 'Who', 'Action', 'Of'],
    ...entries(deps, filter).map((row) => [
      formatMoment(row.createdAt, zone),
      row.actorName,
      row.action,
      row.subject,
    ]),
  ];
  const body =
    BOM + rows.map((r) => r.map((cell) => csvField(cell)).join(',')).join('\r\n') + '\r\n';
  deps.store.write(({ db }) => recordAudit(db, caller, 'export', fileName));
  return { fileName, body };
}

/** The latest entries (of one action, if named), newest first. */
export function listAuditLog(
  deps: Deps,
  caller: SessionProfile,
  filter: AuditFilter = {},
  limit = AUDIT_LOG_LIMIT,
) {
  authorizeAdmin(caller);
  return entries(deps, filter, limit).map((row) => ({
    id: row.id,
    actorName: row.actorName,
    action: row.action,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  }));
}
