import type { Db } from '../db/kysely';

export interface AuditEntry {
  actor: string;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

/** An audit row's column values (before and after as JSON text). */
export function auditRowValues(entry: AuditEntry) {
  return {
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
    request_id: entry.requestId ?? null,
  };
}

/** Writes one audit row; call it inside the transaction that made the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(auditRowValues(entry)).execute();
}
