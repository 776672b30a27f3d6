import type { CurrentUser, WorkViewer } from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { findUserBySubject } from '../../../platform/auth/portal-user.repository';

/** The signed-in person as the work rules need them: portal user, driller id and company. */
export interface Viewer extends WorkViewer {
  subject: string;
  userId: number | null;
  name: string;
  organisationName: string | null;
}

/** Resolves the token's subject to the portal's user, driller and company rows (SQL only). */
export async function resolveViewer(db: Db, me: CurrentUser): Promise<Viewer> {
  const row = await findUserBySubject(db, me.subject);
  return {
    subject: me.subject,
    roleId: me.roleId,
    isDCA: me.isDCA,
    userId: row?.userId ?? null,
    drillerId: row?.drillerId ?? null,
    organisationId: row?.organisationId ?? null,
    organisationName: row?.organisationName ?? null,
    name: row ? `${row.firstName} ${row.lastName}` : `${me.firstName} ${me.lastName}`.trim(),
  };
}
