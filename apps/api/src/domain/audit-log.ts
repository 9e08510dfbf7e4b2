import { desc } from 'drizzle-orm';
import type { Database } from '@wf/db/client';
import { auditLog, type AuditLogRow } from '@wf/db/schema';
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

/** The latest entries, newest first. */
export function listAuditLog(deps: Deps, caller: SessionProfile, limit = AUDIT_LOG_LIMIT) {
  authorizeAdmin(caller);
  return deps.store.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .all()
    .map((row) => ({
      id: row.id,
      actorName: row.actorName,
      action: row.action,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
    }));
}
